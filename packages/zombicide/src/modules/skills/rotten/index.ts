import { joinWords, type RuleModule } from "../../../kernel/module.ts";
import { EVENTS, WORDS } from "./events.ts";
import { PLAY_WORDS } from "./play-words.ts";
import { RULE, rottenAfter, rottenAtPhaseStart, rottenSlice } from "./rotten.ts";

/**
 * Rotten (Toxic City Mall era, Black Plague): a quiet Turn gives the Rotten token, which hides the survivor from
 * the Zombies (the `unnoticed` hook: no attack, no goal, no Noise by standing there) until it fights or makes
 * Noise. Moves out of Zombies still cost their extra Actions (the core's Move never asks `unnoticed`).
 */
export const rotten: RuleModule = {
  id: "rotten",
  rule: RULE,
  skills: ["rotten"],
  hooks: {
    unnoticed: ({ state, survivor }) => {
      const tokens = rottenSlice.read(state).tokens;
      return tokens.length > 0 && tokens.includes(survivor.id);
    },
    zombiePhaseStart: (ctx, state) => rottenAtPhaseStart(ctx.events, state),
    afterCommand: (_ctx, applied) => rottenAfter(applied),
  },
  events: EVENTS,
  words: joinWords(WORDS, PLAY_WORDS),
};
