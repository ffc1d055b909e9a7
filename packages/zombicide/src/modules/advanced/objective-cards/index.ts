import { joinWords, type ModuleWords, type RuleModule } from "../../../kernel/module.ts";
import { chooseObjectiveOption } from "./choose.ts";
import { EVENT_WORDS, EVENTS } from "./events.ts";
import { PLAY, PLAY_WORDS } from "./play-words.ts";
import { OBJECTIVE_CARD_RULE } from "./reveal.ts";
import { OBJECTIVE_CARDS, objectiveCardsSlice } from "./state.ts";
import { takeCards } from "./take.ts";

/** The headings this module's rules are cited by, in the reader's language (the log's rule citations). */
const CITED: ModuleWords = {
  en: {
    "rule.fort-hendrix-objective-cards": "Fort Hendrix, Objective Cards",
    "rule.rio-z-janeiro-fort-hendrix-objective-cards": "Rio Z Janeiro / Fort Hendrix, Objective Cards",
  },
  "pt-BR": {
    "rule.fort-hendrix-objective-cards": "Fort Hendrix, Cartas de Objetivo",
    "rule.rio-z-janeiro-fort-hendrix-objective-cards": "Rio Z Janeiro / Fort Hendrix, Cartas de Objetivo",
  },
};

/**
 * Objective cards and Notes (Rio Z Janeiro, Fort Hendrix: Campaign Rules). A mission that has an Objective set
 * (`objectiveCards` in its file) places its cards on objective tokens or across doors; taking the token (or
 * opening the door) reads the card to the table: its effects apply without triggering skills, its options go
 * to the team as a decision, Notes are read when a card says, keywords and Achievements are kept in the game
 * state for the campaign. Missions without a set play as before.
 */
export const objectiveCards: RuleModule = {
  id: OBJECTIVE_CARDS,
  ...PLAY,
  rule: OBJECTIVE_CARD_RULE,
  commands: [chooseObjectiveOption],
  hooks: {
    setup: (ctx, state) =>
      ctx.mission?.objectiveCards
        ? objectiveCardsSlice.update(state, (o) => ({ ...o, set: ctx.mission?.objectiveCards ?? null }))
        : state,
    afterCommand: (_ctx, applied) => takeCards(applied),
  },
  events: EVENTS,
  words: joinWords(
    {
      en: {
        ...EVENT_WORDS.en,
        card: "Objective card #{number}",
        note: "Note #{number}",
        choose: "The team chooses",
        hordaText: "Horda's text (the printed card texts are not public)",
        keywords: "Keywords",
        achievements: "Achievements",
      },
      "pt-BR": {
        ...EVENT_WORDS["pt-BR"],
        card: "Carta de Objetivo nº {number}",
        note: "Nota nº {number}",
        choose: "A equipe escolhe",
        hordaText: "Texto do Horda (os textos impressos das cartas não são públicos)",
        keywords: "Palavras-chave",
        achievements: "Conquistas",
      },
    },
    PLAY_WORDS,
    CITED,
  ),
};
