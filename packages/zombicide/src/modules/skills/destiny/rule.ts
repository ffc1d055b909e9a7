/** The rulebook reference of the skill, for its errors and events. */
export const RULE =
  "core-2e §10 Destiny (once per Turn, discard a card just drawn and draw another from the same deck)";
