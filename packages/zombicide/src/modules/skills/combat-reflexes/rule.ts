/** The rulebook reference of the skill, for its errors and events. */
export const RULE =
  "core-2e §10 Combat reflexes (Zombies spawn within Range 0-1: before any Rush, a free Combat Action against them; once per card)";
