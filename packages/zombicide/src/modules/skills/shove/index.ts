import { joinWords, type RuleModule } from "../../../kernel/module.ts";
import { EVENTS, WORDS } from "./events.ts";
import { PLAY, PLAY_WORDS } from "./play-words.ts";
import { RULE, shove } from "./shove.ts";

/** The shove skill (§10): its command checks who holds it. */
export const shoveSkill: RuleModule = {
  id: "shove",
  ...PLAY,
  rule: RULE,
  skills: ["shove"],
  commands: [shove],
  events: EVENTS,
  words: joinWords(WORDS, PLAY_WORDS),
};
