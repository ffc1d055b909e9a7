import { joinWords, type RuleModule } from "../../../kernel/module.ts";
import { EVENTS, WORDS } from "./events.ts";
import { lifesaver, RULE } from "./lifesaver.ts";
import { PLAY, PLAY_WORDS } from "./play-words.ts";

/** The lifesaver skill (§10): its command checks who holds it. */
export const lifesaverSkill: RuleModule = {
  id: "lifesaver",
  ...PLAY,
  rule: RULE,
  skills: ["lifesaver"],
  commands: [lifesaver],
  events: EVENTS,
  words: joinWords(WORDS, PLAY_WORDS),
};
