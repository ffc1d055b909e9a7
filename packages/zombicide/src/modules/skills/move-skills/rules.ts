/** Rulebook references of the skills that Move, for their errors and events. */
export const MOVE_SKILL_RULES = {
  "plus-1-zone-per-move":
    "core-2e §10 +1 Zone per Move (1 or 2 Zones; entering Zombies still stops the Move)",
  "two-zones-per-move":
    "classic §10 2 Zones per Move Action (a Move covers 1 or 2 Zones; entering Zombies stops it)",
  sprint: "core-2e §10 Sprint (once per Turn, a Move of 2 or 3 Zones; entering Zombies stops it)",
  jump: "core-2e §10 Jump (once per Turn, 1 Action: exactly 2 Zones, the middle Zone ignored)",
  charge: "core-2e §10 Charge (once per Turn, free: up to 2 Zones to a Zone with a Zombie)",
  blitz:
    "core-2e §10 Blitz (once per Turn, 1 Action: up to 2 Zones to Zombies in Range of a Ranged weapon, then 1 free Ranged Action)",
  bloodlust:
    "core-2e §10 Bloodlust: [Action] (once per Turn, 1 Action: up to 2 Zones to a Zombie, then 1 free Action of that type)",
} as const;
