import { skillBonus } from "../../../game/combat/profile.ts";
import type { RuleModule } from "../../../kernel/module.ts";

/** +1 to dice roll: [Action] (§10): each die of that kind of Action counts 1 more (a 6 stays a 6). */
export const plus1ToDiceRoll: RuleModule = {
  id: "plus-1-to-dice-roll",
  rule: "core-2e §10 +1 to dice roll: [Action]",
  skills: ["plus-1-to-dice-roll"],
  hooks: {
    attackProfile: (ctx, p) => {
      if (p.attack.mode === "molotov") return p;
      const n = skillBonus(ctx.state, ctx.survivor, "plus-1-to-dice-roll", ctx.mode, ctx.weapons);
      return n === 0 ? p : { ...p, rollBonus: p.rollBonus + n };
    },
  },
};
