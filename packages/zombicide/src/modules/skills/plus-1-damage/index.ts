import { skillBonus } from "../../../game/combat/profile.ts";
import type { RuleModule } from "../../../kernel/module.ts";

/** +1 Damage: [Action] (§10): after any "Damage 2" or Super strength, the weapon's Damage goes up by 1. */
export const plus1Damage: RuleModule = {
  id: "plus-1-damage",
  rule: "core-2e §10 +1 Damage: [Action]",
  skills: ["plus-1-damage"],
  hooks: {
    attackProfile: (ctx, p) => {
      if (p.attack.mode === "molotov") return p;
      const n = skillBonus(ctx.state, ctx.survivor, "plus-1-damage", ctx.mode, ctx.weapons);
      return n === 0 ? p : { ...p, damage: p.damage + n };
    },
  },
};
