import type { ModuleWords } from "../../../kernel/module.ts";

/** Its answer to All-Out's Breaks decision (`command.ignoreBreaks_ignore-1-break`). */
export const PLAY_WORDS: ModuleWords = {
  en: { "command.ignoreBreaks_ignore-1-break": "Ignore 1 Break: ignore the Breaks (once this Game Round)" },
  "pt-BR": {
    "command.ignoreBreaks_ignore-1-break": "Ignorar 1 Quebra: ignorar as Quebras (uma vez nesta Rodada)",
  },
};
