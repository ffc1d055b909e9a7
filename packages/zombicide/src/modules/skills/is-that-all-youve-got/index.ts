import type { RuleModule } from "../../../kernel/module.ts";
import { askCancelWounds, cancelWounds, THATS_ALL_RULE } from "./cancel-wounds.ts";
import { PLAY, PLAY_WORDS } from "./play-words.ts";

/** The is-that-all-youve-got skill (§10): before wound, the survivor may discard cards to cancel Wounds. */
export const isThatAllYouveGotSkill: RuleModule = {
  id: "is-that-all-youve-got",
  ...PLAY,
  rule: THATS_ALL_RULE,
  skills: ["is-that-all-youve-got"],
  commands: [cancelWounds],
  hooks: { beforeWound: askCancelWounds },
  words: PLAY_WORDS,
};
