import { joinWords, type RuleModule } from "../../../kernel/module.ts";
import { EVENT_WORDS, EVENTS } from "./events.ts";
import { PLAY_WORDS } from "./play-words.ts";
import { ULTRARED_RULE, ultraredAtSetup, ultraredGain } from "./ultrared.ts";

/**
 * The Ultrared mode (core rulebook p.35, optional): past Red the Adrenaline tracker goes back to 0 and round
 * again, each lap giving the ID card's skills not held yet, then free picks from the master list.
 */
export const ultrared: RuleModule = {
  id: "ultrared",
  switchable: true,
  rule: ULTRARED_RULE,
  hooks: {
    gainAdrenaline: (ctx) => ultraredGain(ctx.state, ctx.survivor, ctx.from, ctx.to, ctx.events),
    startingAdrenaline: (ctx) => ultraredAtSetup(ctx.adrenaline),
  },
  events: EVENTS,
  words: joinWords(
    {
      en: {
        name: "Ultrared",
        summary: "Past Red the tracker goes round again, with more skills.",
        ...EVENT_WORDS.en,
      },
      "pt-BR": {
        name: "Ultravermelho",
        summary: "Depois do Vermelho o marcador dá outra volta, com mais habilidades.",
        ...EVENT_WORDS["pt-BR"],
      },
    },
    PLAY_WORDS,
  ),
};
