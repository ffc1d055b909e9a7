import { err, ruleError } from "@horda/table";

/** Rule references used in errors and events, e.g. "core-2e §4 Move". */
export const RULES = {
  turnOrder: "core-2e §5 Turn order",
  move: "core-2e §4 Move Action",
  moveZombies: "core-2e §4 Leaving a Zone with Zombies",
  moveWhere: "core-2e §4 Where an Actor can move",
  actions: "core-2e §1 Actions (3 per Turn, 4 from Yellow)",
  doNothing: "core-2e §5 Do Nothing",
} as const;

export function refuse(code: string, rule: string, message: string) {
  return err(ruleError(code, rule, message));
}
