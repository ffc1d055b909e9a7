/** The rulebook reference of the skill, for its errors and events. */
export const RULE =
  "core-2e §10 2 cocktails are better than 1 (after a Molotov, a die: on 4+ (?) the card returns to the Backpack)";
