/** The rulebook reference of the skill, for its errors and events. */
export const RULE =
  "core-2e §10 Distributor (Spawn Step: draw one card per Spawn Zone, look at them, assign them as you choose)";
