import { skillBonus } from "../../../game/combat/profile.ts";
import type { RuleModule } from "../../../kernel/module.ts";

/** +1 die: [Action] (§10): each weapon of that kind rolls one more die (Dual weapons: one more each). */
export const plus1Die: RuleModule = {
  id: "plus-1-die",
  rule: "core-2e §10 +1 die: [Action] (each weapon of that kind rolls 1 more die)",
  skills: ["plus-1-die"],
  hooks: {
    attackProfile: (ctx, p) => {
      if (p.attack.mode === "molotov") return p;
      const n = skillBonus(ctx.state, ctx.survivor, "plus-1-die", ctx.mode, ctx.weapons) * ctx.sets;
      return n === 0 ? p : { ...p, dice: p.dice + n };
    },
  },
};
