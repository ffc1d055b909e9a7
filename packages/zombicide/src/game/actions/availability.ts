import { actionsPerTurn } from "../survivors.ts";
import type { SurvivorState, ZombicideState } from "../types.ts";

/** Actions the survivor could spend now: what is left of its turn, or a whole turn if it has not started. */
export function actionsAvailable(state: ZombicideState, s: SurvivorState): number {
  return state.turn.active === s.id ? s.actionsLeft : actionsPerTurn(s);
}
