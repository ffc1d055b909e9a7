import { skillsOf } from "../../../game/skills/effects.ts";
import type { RuleModule } from "../../../kernel/module.ts";

/** Swordmaster (§10): every Melee weapon counts as Dual. */
export const swordmaster: RuleModule = {
  id: "swordmaster",
  rule: "core-2e §10 Swordmaster (every Melee weapon counts as Dual)",
  skills: ["swordmaster"],
  hooks: {
    dualAllowed: (ctx) => ctx.mode === "melee" && skillsOf(ctx.state, ctx.survivor).includes("swordmaster"),
  },
};
