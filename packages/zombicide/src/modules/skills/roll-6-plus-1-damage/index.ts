import type { RuleModule } from "../../../kernel/module.ts";
import { EVENTS, WORDS } from "./events.ts";
import { ROLL_6_DAMAGE_RULE, rollSixDamage } from "./roll-six-damage.ts";

/** The roll-6-plus-1-damage skill (§10): after roll, one more Damage per 6. */
export const roll6Plus1Damage: RuleModule = {
  id: "roll-6-plus-1-damage",
  rule: ROLL_6_DAMAGE_RULE,
  skills: ["roll-6-plus-1-damage"],
  hooks: { afterRoll: rollSixDamage },
  events: EVENTS,
  words: WORDS,
};
