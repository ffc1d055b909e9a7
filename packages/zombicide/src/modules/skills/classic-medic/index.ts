import type { ModuleWords, RuleModule } from "../../../kernel/module.ts";
import { CLASSIC_MEDIC, classicMedic, RULE } from "./classic-medic.ts";

const PLAY_WORDS: ModuleWords = {
  en: {
    "command.classicMedic": "Medic: remove a Wounded card from {{heal}} (free)",
    "refusal.cannot_heal_classic":
      "Medic cannot heal that survivor now (once per Turn, in the Zone, a Wounded card).",
  },
  "pt-BR": {
    "command.classicMedic": "Médico: tirar uma carta de Ferimento de {{heal}} (grátis)",
    "refusal.cannot_heal_classic":
      "Médico não pode curar esse sobrevivente agora (uma vez por Turno, na Zona, uma carta de Ferimento).",
  },
};

/**
 * The Season 1 Medic (classic profile): a free heal once per Turn in its Zone. 2E's Medic (End Phase healing
 * of the Zone) is another rule: the classic skill has its own id, `classic-medic`, so each profile plays its own.
 */
export const classicMedicSkill: RuleModule = {
  id: CLASSIC_MEDIC,
  rule: RULE,
  skills: [CLASSIC_MEDIC],
  commands: [classicMedic],
  commandWords: { classicMedic: { fields: { heal: "survivor" } } },
  refusals: ["cannot_heal_classic"],
  words: PLAY_WORDS,
};
