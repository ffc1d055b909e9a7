import type { RuleModule } from "../../../kernel/module.ts";
import { fieldMedic, RULE } from "./field-medic.ts";

/** The field-medic skill (§10): its command checks who holds it. */
export const fieldMedicSkill: RuleModule = {
  id: "field-medic",
  rule: RULE,
  skills: ["field-medic"],
  commands: [fieldMedic],
};
