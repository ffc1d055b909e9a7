import type { RuleModule } from "../../../kernel/module.ts";

/** The tough skill (§10): read by the rules it changes through the shared skill vocabulary (game/skills/effects.ts). */
export const tough: RuleModule = {
  id: "tough",
  rule: "core-2e §10 Tough",
  skills: ["tough"],
};
