import { SKILL_RULES } from "../../../game/skills/rules.ts";
import type { RuleModule } from "../../../kernel/module.ts";

/** The roll-6-plus-1-damage skill (§10): read by the rules it changes through the shared skill vocabulary (game/skills/effects.ts). */
export const roll6Plus1Damage: RuleModule = {
  id: "roll-6-plus-1-damage",
  rule: SKILL_RULES.roll6Damage,
  skills: ["roll-6-plus-1-damage"],
};
