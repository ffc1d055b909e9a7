import type { RuleModule } from "../../../kernel/module.ts";
import { PLAY, PLAY_WORDS } from "./play-words.ts";
import { REAPER_RULE, reaperOnKill, reaperTwin } from "./reaper.ts";

/** The reaper skill (§10): on kill, a second identical Zombie; its command answers the choice of kind. */
export const reaperSkill: RuleModule = {
  id: "reaper",
  ...PLAY,
  rule: REAPER_RULE,
  skills: ["reaper"],
  commands: [reaperTwin],
  hooks: { onKill: reaperOnKill },
  words: PLAY_WORDS,
};
