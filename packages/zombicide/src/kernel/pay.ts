import type { ZombicideEvent } from "../game/events.ts";
import { spend } from "../game/turns.ts";
import type { ZombicideState } from "../game/types.ts";
import { pause } from "./continuation.ts";

/**
 * Pays an Action's cost at its end: at once, or, when the Action raised a decision on its way (a level-up
 * choice after an Objective, cards to keep), once that decision is answered (`settle`). A skill chosen on
 * the way (one giving an Action) thus counts before the cost, as it would have without the question.
 */
export function payAction(
  state: ZombicideState,
  survivor: string,
  cost: number,
  events: ZombicideEvent[],
  mode?: "melee" | "ranged",
  killed?: boolean,
): ZombicideState {
  if (state.pending.length === 0) return spend(state, survivor, cost, events, mode, killed);
  return pause(state, {
    kind: "spend",
    survivor,
    cost,
    ...(mode ? { mode } : {}),
    ...(killed ? { killed } : {}),
  });
}
