import { err, ruleError } from "@horda/table";

/** Rule references used in errors and events, e.g. "core-2e §4 Move". */
export const RULES = {
  turnOrder: "core-2e §5 Turn order",
  move: "core-2e §4 Move Action",
  moveZombies: "core-2e §4 Leaving a Zone with Zombies",
  moveWhere: "core-2e §4 Where an Actor can move",
  actions: "core-2e §1 Actions (3 per Turn, 4 from Yellow)",
  doNothing: "core-2e §5 Do Nothing",
  zombieAttack: "core-2e §7 Attack (the players divide the Wounds among the Survivors in the Zone)",
  zombieSplit: "core-2e §7 Split (the players place the spare Zombies)",
  // Survivor side (§5, §6, §9).
  melee: "core-2e §5 Melee Action (a Melee weapon in Hand, zombies in the Survivor's Zone)",
  ranged: "core-2e §5 Ranged Action (a Ranged weapon in Hand, one Zone in Range and sight)",
  lineOfSight: "core-2e §3 Line of Sight",
  range: "core-2e §3 Range (minimum and maximum on the card)",
  reload: "core-2e §5 Reload (1 Action; every weapon reloads free in the End Phase)",
  hobomination: "core-2e §7 Hobomination (no Combat Actions in its Zone)",
  decision: "pending decision",
  skillChoice: "core-2e §1 Danger levels (choose 1 of the Orange or Red skills on the ID card)",
  search: "core-2e §5 Search (building Zone, no Zombies, once per Turn)",
  door: "core-2e §5 Door Action (door-opening equipment in Hand; no roll)",
  colouredDoor: "core-2e §2 Coloured doors (shut until their Mission condition)",
  trade: "core-2e §5 Reorganize/Trade (with one other Survivor in the Zone)",
  inventory: "core-2e §1 Inventory (2 Hands, 3 Backpack; discard for free)",
  objective: "core-2e §5 Take an Objective (1 Action, 5 AP)",
  makeNoise: "core-2e §5 Make Noise (a Noise token in the Survivor's Zone)",
  escape: "core-2e §2 Exit Zone (escape at the end of the Turn, no Zombies there)",
} as const;

export function refuse(code: string, rule: string, message: string) {
  return err(ruleError(code, rule, message));
}
