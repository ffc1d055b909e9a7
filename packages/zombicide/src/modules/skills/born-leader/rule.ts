/** The rulebook reference of the skill, for its errors and events. */
export const RULE =
  "core-2e §10 Born leader (during its Turn, gives 1 free Action to another Survivor, who uses it at once)";
