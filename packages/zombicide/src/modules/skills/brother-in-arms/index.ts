import { SKILL_RULES } from "../../../game/skills/rules.ts";
import type { RuleModule } from "../../../kernel/module.ts";

/** The brother-in-arms skill (§10): read by the rules it changes through the shared skill vocabulary (game/skills/effects.ts). */
export const brotherInArms: RuleModule = {
  id: "brother-in-arms",
  rule: SKILL_RULES.brotherInArms,
  skills: ["brother-in-arms"],
};
