import { joinWords, type RuleModule } from "../../../kernel/module.ts";
import { bornLeader } from "./born-leader.ts";
import { EVENTS, WORDS } from "./events.ts";
import { PLAY, PLAY_WORDS } from "./play-words.ts";
import { RULE } from "./rule.ts";

/** The born-leader skill (§10): its command checks who holds it. */
export const bornLeaderSkill: RuleModule = {
  id: "born-leader",
  ...PLAY,
  rule: RULE,
  skills: ["born-leader"],
  commands: [bornLeader],
  events: EVENTS,
  words: joinWords(WORDS, PLAY_WORDS),
};
