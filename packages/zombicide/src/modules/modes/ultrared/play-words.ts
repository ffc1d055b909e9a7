import type { ModuleWords } from "../../../kernel/module.ts";

/** The words of the mode on the table: its switch on the new-game form (`mode.switch`), its laps (`laps`). */
export const PLAY_WORDS: ModuleWords = {
  en: {
    laps: "Ultrared ×{{laps}}",
    "mode.switch": "Ultrared: past Red the adrenaline bar starts again and brings more skills",
  },
  "pt-BR": {
    laps: "Ultravermelho ×{{laps}}",
    "mode.switch": "Ultravermelho: depois do Vermelho a barra de adrenalina recomeça e traz mais habilidades",
  },
};
