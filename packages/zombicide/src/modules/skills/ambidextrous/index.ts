import { skillsOf } from "../../../game/skills/effects.ts";
import type { RuleModule } from "../../../kernel/module.ts";

/** Ambidextrous (§10): every weapon counts as Dual. */
export const ambidextrous: RuleModule = {
  id: "ambidextrous",
  rule: "core-2e §10 Ambidextrous (every weapon counts as Dual)",
  skills: ["ambidextrous"],
  hooks: { dualAllowed: (ctx) => skillsOf(ctx.state, ctx.survivor).includes("ambidextrous") },
};
