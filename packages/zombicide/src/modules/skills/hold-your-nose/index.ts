import { SKILL_RULES } from "../../../game/skills/rules.ts";
import type { RuleModule } from "../../../kernel/module.ts";

/** The hold-your-nose skill (§10): read by the rules it changes through the shared skill vocabulary (game/skills/effects.ts). */
export const holdYourNose: RuleModule = {
  id: "hold-your-nose",
  rule: SKILL_RULES.holdYourNose,
  skills: ["hold-your-nose"],
};
