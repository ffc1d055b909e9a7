export { abilityUsable, exchangeKinds } from "./actions.ts";
export { DEFAULT_SET_FILES, defaultCardSet } from "./cards/default-set.ts";
export * from "./cards/schema.ts";
export * from "./cards/validate.ts";
export {
  completedCombos,
  matchZombieItems,
  objectivePayments,
  type Payment,
  payCombination,
} from "./combos.ts";
export type { ChooseCommand, ZCommand } from "./commands.ts";
export type { TargetOption } from "./effects.ts";
export type { ZEvent } from "./events.ts";
export { zurvivors } from "./game.ts";
export * from "./kinds.ts";
export { clockwiseFrom, escapeCard, itemCard, objectiveOf, rewardOf, survivorCard } from "./lookup.ts";
export type { ZConfig } from "./setup.ts";
export type { Commit, Decision, GameResult, PlayerState, Task, Track, ZState } from "./state.ts";
export type { PlayerView, ZView } from "./view.ts";
