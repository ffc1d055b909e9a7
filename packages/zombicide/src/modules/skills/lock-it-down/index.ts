import { joinWords, type RuleModule } from "../../../kernel/module.ts";
import { EVENTS, WORDS } from "./events.ts";
import { lockItDown as command, RULE } from "./lock-it-down.ts";
import { PLAY, PLAY_WORDS } from "./play-words.ts";

/** Lock it down (Season 1, Black Plague): its command checks who holds the skill. */
export const lockItDown: RuleModule = {
  id: "lock-it-down",
  ...PLAY,
  rule: RULE,
  skills: ["lock-it-down"],
  commands: [command],
  events: EVENTS,
  words: joinWords(WORDS, PLAY_WORDS),
};
