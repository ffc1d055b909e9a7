import type { RuleModule } from "../../../kernel/module.ts";
import { fieldMedic, RULE } from "./field-medic.ts";
import { PLAY, PLAY_WORDS } from "./play-words.ts";

/** The field-medic skill (§10): its command checks who holds it. */
export const fieldMedicSkill: RuleModule = {
  id: "field-medic",
  ...PLAY,
  rule: RULE,
  skills: ["field-medic"],
  commands: [fieldMedic],
  words: PLAY_WORDS,
};
