import { attackKindOf } from "../../../game/combat/profile.ts";
import { hasSkill } from "../../../game/skills/effects.ts";
import type { RuleModule } from "../../../kernel/module.ts";

const RULE =
  "black-plague §15 Mana rain (a Magic Action may roll one die per Zombie in the target Zone instead of the spell's dice; unverified wording)";

/** Mana rain: Iron rain's Magic twin, a combat spell rolling one die per Zombie in the target Zone. */
export const manaRain: RuleModule = {
  id: "mana-rain",
  rule: RULE,
  skills: ["mana-rain"],
  hooks: {
    countZombies: (ctx) =>
      ctx.mode === "ranged" &&
      attackKindOf(ctx.state, ctx.mode, ctx.weapons) === "magic" &&
      hasSkill(ctx.survivor, "mana-rain", ctx.state),
  },
};
