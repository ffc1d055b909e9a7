import { joinWords, type ModuleWords, type RuleModule } from "../../../kernel/module.ts";
import { EVENT_WORDS, EVENTS } from "./events.ts";
import { deadlinePasses, KO_RULE, knockOut, spared } from "./knock-out.ts";
import { PLAY, PLAY_WORDS } from "./play-words.ts";
import { takeKnockedOut } from "./rescue.ts";
import { KNOCK_OUT } from "./state.ts";

/** The headings this module's rules are cited by, in the reader's language (the log's rule citations). */
const CITED: ModuleWords = {
  en: {
    "rule.rio-z-janeiro-fort-hendrix-ko-r-i-p-rules": "Rio Z Janeiro / Fort Hendrix, KO / R.I.P. Rules",
  },
  "pt-BR": {
    "rule.rio-z-janeiro-fort-hendrix-ko-r-i-p-rules": "Rio Z Janeiro / Fort Hendrix, Regras de KO / R.I.P.",
  },
};

/**
 * KO / R.I.P. (Rio Z Janeiro, Fort Hendrix: Advanced Rules). A survivor losing its last Health is KOed, not
 * killed: its cards are discarded and it lies in its zone as an Objective until the End Phase of the next
 * round. Another survivor may take it (`takeKnockedOut`, 1 Action): it is saved and out until the next
 * mission. Not taken by then, it dies for good; a death loses the mission as an elimination does (§8) unless
 * the mission allows eliminations. With nobody left to play, the mission is lost (the mission's "nobody left").
 */
export const knockOutRules: RuleModule = {
  id: KNOCK_OUT,
  ...PLAY,
  rule: KO_RULE,
  commands: [takeKnockedOut],
  hooks: {
    survivorEliminated: knockOut,
    eliminationSpared: spared,
    endPhase: deadlinePasses,
  },
  events: EVENTS,
  words: joinWords(
    {
      en: {
        ...EVENT_WORDS.en,
        knockedOut: "KO",
        takeBy: "take by the end of round {round}",
        rescued: "rescued",
        dead: "R.I.P.",
        take: "Take {name}",
      },
      "pt-BR": {
        ...EVENT_WORDS["pt-BR"],
        knockedOut: "Nocauteado",
        takeBy: "resgatar até o fim da rodada {round}",
        rescued: "resgatado",
        dead: "R.I.P.",
        take: "Resgatar {name}",
      },
    },
    PLAY_WORDS,
    CITED,
  ),
};
