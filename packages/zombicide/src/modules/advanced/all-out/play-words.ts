import type { ModuleWords, RuleModule } from "../../../kernel/module.ts";

/**
 * The Breaks decision: its answer reads by whether a way was chosen (`_some`, `_none`); each way's module words
 * its own answer (`command.ignoreBreaks_<source>`: the Repair Kit's, Ignore 1 Break's, Spare parts').
 */
export const PLAY: Pick<RuleModule, "commandWords" | "refusals" | "decisions"> = {
  commandWords: {
    ignoreBreaks: { fields: { card: "card" }, variant: "source", variantBy: "presence" },
  },
  refusals: ["no_break_saver"],
  decisions: {
    ignoreBreaks: {
      details: { fields: { survivor: "survivor", weapons: "cards" } },
    },
  },
};

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
    "decision.ignoreBreaks": "All-Out Breaks: ignore them?",
    "details.ignoreBreaks":
      "Breaks on {{survivor}}'s All-Out dice: {{breaks}}. Unless ignored, each Break breaks a weapon ({{weapons}}).",
    "command.ignoreBreaks_some": "Ignore the Breaks",
    "command.ignoreBreaks_none": "Ignore nothing: the weapon breaks",
    "refusal.no_break_saver": "That is not one of the ways offered to ignore these Breaks.",
  },
  "pt-BR": {
    "declared.all-out": "{{what}}, no Tudo ou nada (dados vermelhos; uma Quebra quebra a arma)",
    "dice.red": "dado vermelho Tudo ou nada {{value}}, {{result}}",
    "dice.break": "Quebra",
    "dice.breaks_one": "{{count}} Quebra: a arma quebra depois da Ação",
    "dice.breaks_other": "{{count}} Quebras: uma arma quebra para cada uma depois da Ação",
    "decision.ignoreBreaks": "Quebras do Tudo ou nada: ignorá-las?",
    "details.ignoreBreaks":
      "Quebras nos dados Tudo ou nada de {{survivor}}: {{breaks}}. Se não forem ignoradas, cada Quebra quebra uma arma ({{weapons}}).",
    "command.ignoreBreaks_some": "Ignorar as Quebras",
    "command.ignoreBreaks_none": "Não ignorar: a arma quebra",
    "refusal.no_break_saver": "Essa não é uma das formas oferecidas de ignorar estas Quebras.",
  },
};
