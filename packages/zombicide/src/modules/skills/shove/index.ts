import type { RuleModule } from "../../../kernel/module.ts";
import { EVENTS, WORDS } from "./events.ts";
import { RULE, shove } from "./shove.ts";

/** The shove skill (§10): its command checks who holds it. */
export const shoveSkill: RuleModule = {
  id: "shove",
  rule: RULE,
  skills: ["shove"],
  commands: [shove],
  events: EVENTS,
  words: WORDS,
};
