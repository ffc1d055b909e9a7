import type { RuleModule } from "../../../kernel/module.ts";

/** The search-2-cards skill (§10): read by the rules it changes through the shared skill vocabulary (game/skills/effects.ts). */
export const search2Cards: RuleModule = {
  id: "search-2-cards",
  rule: "core-2e §10 Search 2 cards",
  skills: ["search-2-cards"],
};
