import type { ModuleWords } from "../../../kernel/module.ts";

/** The words of a declared All-Out attack (`declared.all-out` wraps the Melee or Ranged command's words). */
export const PLAY_WORDS: ModuleWords = {
  en: { "declared.all-out": "{{what}}, going All-Out (red dice; a Break breaks the weapon)" },
  "pt-BR": { "declared.all-out": "{{what}}, no Tudo ou nada (dados vermelhos; uma Quebra quebra a arma)" },
};
