import type { RuleModule } from "../../../kernel/module.ts";
import { EVENTS, WORDS } from "./events.ts";
import { ROLL_6_DIE_RULE, rollSixDie } from "./roll-six-die.ts";

/** The roll-6-plus-1-die skill (§10): after roll, one more die per 6. */
export const roll6Plus1Die: RuleModule = {
  id: "roll-6-plus-1-die",
  rule: ROLL_6_DIE_RULE,
  skills: ["roll-6-plus-1-die"],
  cardEffects: ["roll-6-plus-1-die"],
  hooks: { afterRoll: rollSixDie },
  events: EVENTS,
  words: WORDS,
};
