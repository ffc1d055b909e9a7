import { eat } from "../../game/actions/eat.ts";
import type { RuleModule } from "../../kernel/module.ts";
import { EVENTS, WORDS } from "./events.ts";

/** Food (§5, Canned food, Rice, Water): eating a food card for Adrenaline. */
export const food: RuleModule = {
  id: "food",
  rule: "core-2e §5 food cards (eat for Adrenaline)",
  commands: [eat],
  events: EVENTS,
  words: WORDS,
};
