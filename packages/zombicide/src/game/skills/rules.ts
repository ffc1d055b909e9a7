/** Rule references of the §10 skills, used in errors and events. */
export const SKILL_RULES = {
  freeAction: "core-2e §10 +1 free [type] Action (one extra Action usable only for that type)",
  breakIn: "core-2e §10 Break-in (doors without equipment or noise, 1 extra free door-only Action)",
  plus1Zone: "core-2e §10 +1 Zone per Move (1 or 2 Zones; entering Zombies still stops the Move)",
  sprint: "core-2e §10 Sprint (once per Turn, a Move of 2 or 3 Zones; entering Zombies stops it)",
  jump: "core-2e §10 Jump (once per Turn, 1 Action: exactly 2 Zones, the middle Zone ignored)",
  charge: "core-2e §10 Charge (once per Turn, free: up to 2 Zones to a Zone with a Zombie)",
  hitAndRun: "core-2e §10 Hit & run (after a kill, a free Move with no Zombie penalty)",
  fieldMedic:
    "core-2e §10 Field medic (once per Turn, 1 Action: up to 2 Zones to a Survivor, heal 1 Wound there)",
  shove:
    "core-2e §10 Shove (once per Turn, free: push every Zombie in the Zone to one Zone at Range 1; not a Move)",
  lifesaver:
    "core-2e §10 Lifesaver (once per Turn, free: pull Survivors out of a Zombie Zone at Range 1; not a Move)",
  destiny:
    "core-2e §10 Destiny (once per Turn, discard a card just drawn and draw another from the same deck)",
  sidestep:
    "core-2e §10 Sidestep (Zombies spawn within Range 0-1: before any Rush, a free Move with no Zombie penalty; once per card)",
  bornLeader:
    "core-2e §10 Born leader (during its Turn, gives 1 free Action to another Survivor, who uses it at once)",
  cocktails:
    "core-2e §10 2 cocktails are better than 1 (after a Molotov, a die: on 4+ (?) the card returns to the Backpack)",
  countZombies:
    "core-2e §10 Barbarian / Full auto (the number of Zombies in the target Zone as the dice count)",
  startsWith: "core-2e §10 Starts with [X] Health / 2 AP / a [Equipment]",
  escalation:
    "core-2e §10 Escalation: [Action] (+1 die for each consecutive Action of that type; lost on another Action or at end of Turn)",
  dualExpert: "core-2e §10 Dual expert (one free Combat Action while holding Dual weapons, only with them)",
  improvised:
    "core-2e §10 Improvised weapon: Melee / Ranged (once per Turn, free: Range 0 or 1-1, 2 dice, 4+, Damage 1)",
  blitz:
    "core-2e §10 Blitz (once per Turn, 1 Action: up to 2 Zones to Zombies in Range of a Ranged weapon, then 1 free Ranged Action)",
  bloodlust:
    "core-2e §10 Bloodlust: [Action] (once per Turn, 1 Action: up to 2 Zones to a Zombie, then 1 free Action of that type)",
  combatReflexes:
    "core-2e §10 Combat reflexes (Zombies spawn within Range 0-1: before any Rush, a free Combat Action against them; once per card)",
  zombieLink:
    "core-2e §10 Zombie link (an Extra Activation card drawn: this Survivor takes an extra Turn before those Zombies activate)",
  distributor:
    "core-2e §10 Distributor (Spawn Step: draw one card per Spawn Zone, look at them, assign them as you choose)",
} as const;
