import { skillsOf } from "../../../game/skills/effects.ts";
import type { RuleModule } from "../../../kernel/module.ts";

/** Super strength (§10): Melee weapons deal Damage 3 (before "+1 Damage"). */
export const superStrength: RuleModule = {
  id: "super-strength",
  rule: "core-2e §10 Super strength (Melee weapons: Damage 3)",
  skills: ["super-strength"],
  hooks: {
    attackProfile: (ctx, p) =>
      ctx.mode === "melee" && skillsOf(ctx.state, ctx.survivor).includes("super-strength")
        ? { ...p, damage: Math.max(p.damage, 3) }
        : p,
  },
};
