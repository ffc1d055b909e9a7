import { SKILL_RULES } from "../../../game/skills/rules.ts";
import { fieldMedic } from "../../../game/skills/support-actions.ts";
import type { RuleModule } from "../../../kernel/module.ts";

/** The field-medic skill (§10): its command checks who holds it. */
export const fieldMedicSkill: RuleModule = {
  id: "field-medic",
  rule: SKILL_RULES.fieldMedic,
  skills: ["field-medic"],
  commands: [fieldMedic] as unknown as RuleModule["commands"],
};
