import type { ModuleWords } from "../../../kernel/module.ts";

/**
 * The words of a declared All-Out attack (`declared.all-out` wraps the Melee or Ranged command's words) and of
 * its red dice in a roll (`dice.*`).
 */
export const PLAY_WORDS: ModuleWords = {
  en: {
    "declared.all-out": "{{what}}, going All-Out (red dice; a Break breaks the weapon)",
    "dice.red": "red All-Out die {{value}}, {{result}}",
    "dice.break": "Break",
    "dice.breaks_one": "{{count}} Break: the weapon breaks after the Action",
    "dice.breaks_other": "{{count}} Breaks: a weapon breaks for each after the Action",
  },
  "pt-BR": {
    "declared.all-out": "{{what}}, no Tudo ou nada (dados vermelhos; uma Quebra quebra a arma)",
    "dice.red": "dado vermelho Tudo ou nada {{value}}, {{result}}",
    "dice.break": "Quebra",
    "dice.breaks_one": "{{count}} Quebra: a arma quebra depois da Ação",
    "dice.breaks_other": "{{count}} Quebras: uma arma quebra para cada uma depois da Ação",
  },
};
