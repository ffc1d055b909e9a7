import { hasSkill } from "../../../game/skills/effects.ts";
import type { RuleModule } from "../../../kernel/module.ts";

/** The scavenger skill (§10): read by the rules it changes through the shared skill vocabulary (game/skills/effects.ts). */
export const scavenger: RuleModule = {
  id: "scavenger",
  rule: "core-2e §10 Scavenger",
  skills: ["scavenger"],
  hooks: { searchAnywhere: (ctx) => hasSkill(ctx.survivor, "scavenger", ctx.state) },
};
