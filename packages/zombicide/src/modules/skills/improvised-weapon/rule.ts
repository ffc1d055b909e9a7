/** The rulebook reference of the skill, for its errors and events. */
export const RULE =
  "core-2e §10 Improvised weapon: Melee / Ranged (once per Turn, free: Range 0 or 1-1, 2 dice, 4+, Damage 1)";
