import { SKILL_RULES } from "../../../game/skills/rules.ts";
import type { RuleModule } from "../../../kernel/module.ts";

/** The matching-set skill (§10): read by the rules it changes through the shared skill vocabulary (game/skills/effects.ts). */
export const matchingSet: RuleModule = {
  id: "matching-set",
  rule: SKILL_RULES.matchingSet,
  skills: ["matching-set"],
};
