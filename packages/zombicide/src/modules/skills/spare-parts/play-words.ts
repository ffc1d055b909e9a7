import type { ModuleWords } from "../../../kernel/module.ts";

/** Its answers to All-Out's Breaks decision (`command.ignoreBreaks_spare-parts`, one per weapon card it may discard). */
export const PLAY_WORDS: ModuleWords = {
  en: { "command.ignoreBreaks_spare-parts": "Spare parts: discard {{card}} to ignore the Breaks" },
  "pt-BR": {
    "command.ignoreBreaks_spare-parts": "Peças de reposição: descartar {{card}} para ignorar as Quebras",
  },
};
