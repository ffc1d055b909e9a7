import type { ModuleWords } from "../../../kernel/module.ts";

/** Its answer to All-Out's Breaks decision (`command.ignoreBreaks_repair-kit`, read with the kit's card). */
export const PLAY_WORDS: ModuleWords = {
  en: { "command.ignoreBreaks_repair-kit": "Discard {{card}}: ignore the Breaks" },
  "pt-BR": { "command.ignoreBreaks_repair-kit": "Descartar {{card}}: ignorar as Quebras" },
};
