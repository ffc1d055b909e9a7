import type { RuleModule } from "../../../kernel/module.ts";
import { improvisedAttack } from "./improvised-weapon.ts";
import { PLAY, PLAY_WORDS } from "./play-words.ts";
import { RULE } from "./rule.ts";

/** The improvised-weapon skill (§10): its command checks who holds it. */
export const improvisedWeaponSkill: RuleModule = {
  id: "improvised-weapon",
  ...PLAY,
  rule: RULE,
  skills: ["improvised-weapon"],
  commands: [improvisedAttack],
  words: PLAY_WORDS,
};
