/** Rule references of the car rules (core-2e §5 Car Actions, p.30-32). */
export const CAR_RULES = {
  getIn: "core-2e §5 Car Actions: Get in (1 Action, no Zombies in the Zone; 1 Driver and up to 3 Passengers)",
  getOut: "core-2e §5 Car Actions: Get out (1 Action, no restriction)",
  changeSeat: "core-2e §5 Car Actions: Change seat (1 Action, Zombies allowed, not a Move)",
  notAllowed: "core-2e §2 Cars (used only when the Mission allows driving)",
  inCar: "core-2e §5 Car Actions (a Survivor in a car gets out before it moves on foot)",
  drive:
    "core-2e §5 Car Actions: Drive (Driver only, 1 Action; streets only; Slow 1 Zone, Fast 2 Zones without U-turn; silent)",
  attack:
    "core-2e §5 Car Attack (Range 0, 3 dice, 4+, Damage 2, Targeting Priority Order, AP to the Driver, silent)",
  spared: "core-2e §5 Car Attack (Survivors in this or another car are immune to its Friendly Fire)",
  crate: "core-2e §5 Muscle Car (its Epic Weapon Crate is taken like an Objective)",
  policeSearch:
    "core-2e §5 Police Car search (draw until a weapon, keep it, discard the others; Aaahh!! still spawns)",
} as const;

/** The Car Attack's numbers (§5): the car is the weapon; a Survivor's skills do not change it. */
export const CAR_ATTACK = { dice: 3, accuracy: 4, damage: 2 } as const;
