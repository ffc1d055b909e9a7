import { SKILL_RULES } from "../../../game/skills/rules.ts";
import type { RuleModule } from "../../../kernel/module.ts";

/** The break-in skill (§10): read by the rules it changes through the shared skill vocabulary (game/skills/effects.ts). */
export const breakIn: RuleModule = {
  id: "break-in",
  rule: SKILL_RULES.breakIn,
  skills: ["break-in"],
};
