import type { ModuleWords } from "../../../kernel/module.ts";

/** The words of the mode on the table: its switch on the new-game form (`mode.switch`). */
export const PLAY_WORDS: ModuleWords = {
  en: { "mode.switch": "Dark Zones: no sight into a dark zone beyond range 1; shots into it need 6s" },
  "pt-BR": {
    "mode.switch":
      "Zonas Escuras: não se vê dentro de uma zona escura além do alcance 1; tiros nela precisam de 6",
  },
};
