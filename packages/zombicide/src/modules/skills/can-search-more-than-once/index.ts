import { hasSkill } from "../../../game/skills/effects.ts";
import type { RuleModule } from "../../../kernel/module.ts";

/** The can-search-more-than-once skill (§10): read by the rules it changes through the shared skill vocabulary (game/skills/effects.ts). */
export const canSearchMoreThanOnce: RuleModule = {
  id: "can-search-more-than-once",
  rule: "core-2e §10 Can search more than once",
  skills: ["can-search-more-than-once"],
  hooks: { searchAgain: (ctx) => hasSkill(ctx.survivor, "can-search-more-than-once", ctx.state) },
};
