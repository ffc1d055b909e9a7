import { cardData } from "../../../game/cards.ts";
import { hasSkill } from "../../../game/skills/effects.ts";
import type { RuleModule } from "../../../kernel/module.ts";

const SKILL = "double-all-out-dice";
const RULE =
  "Fort Hendrix, New Skills: Double All-Out dice (going All-Out, the All-Out dice written on the weapons are doubled)";

/**
 * Double All-Out dice (Fort Hendrix): an attack declared All-Out ("all-out", the advanced rules' declaration)
 * rolls the weapons' All-Out value once more in red dice, which Break like the others.
 */
export const doubleAllOutDice: RuleModule = {
  id: SKILL,
  rule: RULE,
  skills: [SKILL],
  hooks: {
    redDice: (ctx) => {
      if (!ctx.declared.includes("all-out") || !hasSkill(ctx.survivor, SKILL, ctx.state)) return [];
      const dice = ctx.weapons.reduce((n, u) => n + (cardData(ctx.state, u)?.allOut?.value ?? 0), 0);
      return dice > 0 ? [{ skill: SKILL, dice, rule: RULE }] : [];
    },
  },
};
