import type { RuleModule } from "../../../kernel/module.ts";
import { EVENTS, WORDS } from "./events.ts";
import { lifesaver, RULE } from "./lifesaver.ts";

/** The lifesaver skill (§10): its command checks who holds it. */
export const lifesaverSkill: RuleModule = {
  id: "lifesaver",
  rule: RULE,
  skills: ["lifesaver"],
  commands: [lifesaver],
  events: EVENTS,
  words: WORDS,
};
