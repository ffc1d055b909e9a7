import { eat } from "../../game/actions/eat.ts";
import { joinWords, type RuleModule } from "../../kernel/module.ts";
import { EVENTS, WORDS } from "./events.ts";
import { PLAY, PLAY_WORDS } from "./play-words.ts";

/** Food (§5, Canned food, Rice, Water): eating a food card for Adrenaline. */
export const food: RuleModule = {
  id: "food",
  ...PLAY,
  rule: "core-2e §5 food cards (eat for Adrenaline)",
  commands: [eat],
  events: EVENTS,
  words: joinWords(WORDS, PLAY_WORDS),
};
