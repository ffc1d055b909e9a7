import { SKILL_RULES } from "../../../game/skills/rules.ts";
import type { RuleModule } from "../../../kernel/module.ts";

/** The plus-1-free-action skill (§10): read by the rules it changes through the shared skill vocabulary (game/skills/effects.ts). */
export const plus1FreeAction: RuleModule = {
  id: "plus-1-free-action",
  rule: SKILL_RULES.freeAction,
  skills: ["plus-1-free-action"],
};
