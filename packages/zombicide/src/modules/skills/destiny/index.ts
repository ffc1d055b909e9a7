import type { RuleModule } from "../../../kernel/module.ts";
import { destiny } from "./destiny.ts";
import { PLAY, PLAY_WORDS } from "./play-words.ts";
import { RULE } from "./rule.ts";

/** The destiny skill (§10): its command checks who holds it. */
export const destinySkill: RuleModule = {
  id: "destiny",
  ...PLAY,
  rule: RULE,
  skills: ["destiny"],
  commands: [destiny],
  words: PLAY_WORDS,
};
