import type { RuleModule } from "../../../kernel/module.ts";

/** The plus-1-action skill (§10): read by the rules it changes through the shared skill vocabulary (game/skills/effects.ts). */
export const plus1Action: RuleModule = {
  id: "plus-1-action",
  rule: "core-2e §10 Plus 1 action",
  skills: ["plus-1-action"],
};
