import { joinWords, type ModuleWords, type RuleModule } from "../../../kernel/module.ts";
import { ALL_OUT, ALL_OUT_RULE, allOutDeclarations, allOutDice } from "./all-out.ts";
import { ignoreBreaks, resolveBreaks } from "./breaks.ts";
import { EVENT_WORDS, EVENTS } from "./events.ts";
import { PLAY, PLAY_WORDS } from "./play-words.ts";

/** The headings this module's rules are cited by, in the reader's language (the log's rule citations). */
const CITED: ModuleWords = {
  en: {
    "rule.rio-z-janeiro-fort-hendrix-advanced-rules-going-all-out":
      "Rio Z Janeiro / Fort Hendrix, Advanced Rules: Going All-Out",
    "rule.rio-z-janeiro-fort-hendrix-going-all-out-all-out-dice-cannot-be-re-rolled-in-any-way":
      "Rio Z Janeiro / Fort Hendrix, Going All-Out: All-Out dice cannot be re-rolled in any way",
  },
  "pt-BR": {
    "rule.rio-z-janeiro-fort-hendrix-advanced-rules-going-all-out":
      "Rio Z Janeiro / Fort Hendrix, Regras Avançadas: Tudo ou nada",
    "rule.rio-z-janeiro-fort-hendrix-going-all-out-all-out-dice-cannot-be-re-rolled-in-any-way":
      "Rio Z Janeiro / Fort Hendrix, Tudo ou nada: os dados de Tudo ou nada nunca são rolados de novo",
  },
};

/**
 * All-Out dice (Rio Z Janeiro, Fort Hendrix: Advanced Equipment Rules). Before a Combat Action with weapons
 * that have an All-Out value, the player may declare going All-Out (`declare: ["all-out"]` on the Melee or
 * Ranged command): the weapons' All-Out values are rolled as red dice with the standard dice. Red dice hit like
 * the others; no re-roll touches them (the core re-rolls only the standard dice); each red Break loses a
 * weapon right after the Action, unless the player ignores them a way a module offers (`ignoreBreaks`).
 */
export const allOut: RuleModule = {
  id: ALL_OUT,
  ...PLAY,
  rule: ALL_OUT_RULE,
  hooks: {
    declarations: allOutDeclarations,
    redDice: allOutDice,
    combatResolved: resolveBreaks,
  },
  commands: [ignoreBreaks] as unknown as RuleModule["commands"],
  events: EVENTS,
  words: joinWords(
    {
      en: {
        ...EVENT_WORDS.en,
        declare: "Go All-Out",
        declareHelp: "adds the weapon's All-Out value as red dice; a Break on a red die breaks the weapon",
        broken: "{survivor}'s {card} broke",
        breaks: "Breaks",
      },
      "pt-BR": {
        ...EVENT_WORDS["pt-BR"],
        declare: "Tudo ou nada",
        declareHelp:
          "soma o valor Tudo ou nada da arma em dados vermelhos; uma Quebra num dado vermelho quebra a arma",
        broken: "{card} de {survivor} quebrou",
        breaks: "Quebras",
      },
    },
    PLAY_WORDS,
    CITED,
  ),
};
