/** The rulebook reference of the skill, for its errors and events. */
export const RULE =
  "core-2e §10 Zombie link (an Extra Activation card drawn: this Survivor takes an extra Turn before those Zombies activate)";
