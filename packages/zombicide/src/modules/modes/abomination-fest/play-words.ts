import type { ModuleWords } from "../../../kernel/module.ts";

/** The words of the mode on the table: its switch on the new-game form (`mode.switch`). */
export const PLAY_WORDS: ModuleWords = {
  en: { "mode.switch": "Abomination Fest: more than one Abomination on the board" },
  "pt-BR": { "mode.switch": "Festa das Abominações: mais de uma Abominação no tabuleiro" },
};
