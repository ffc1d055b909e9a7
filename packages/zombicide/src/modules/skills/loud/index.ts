import { joinWords, type RuleModule } from "../../../kernel/module.ts";
import { EVENTS, WORDS } from "./events.ts";
import { loud as command, loudEnds, loudestField, RULE } from "./loud.ts";
import { PLAY, PLAY_WORDS } from "./play-words.ts";

/** Loud (Season 1): a free command once per Turn, and the Zombies' hearing of the Zone it names. */
export const loud: RuleModule = {
  id: "loud",
  ...PLAY,
  rule: RULE,
  skills: ["loud"],
  commands: [command],
  hooks: {
    noiseField: ({ state }, field) => loudestField(state, field),
    endPhase: (_ctx, state) => loudEnds(state),
  },
  events: EVENTS,
  words: joinWords(WORDS, PLAY_WORDS),
};
