import type { Json, PendingDecision, Seat } from "@horda/table";
import type { ZombicideState } from "../types.ts";

/** Kinds of the pending decisions the zombie side raises. */
export const ZOMBIE_WOUND = "zombieWound";
export const ZOMBIE_SPLIT = "zombieSplit";

/** Adds a pending decision for `seat` and returns the state with it. */
export function raiseDecision(
  state: ZombicideState,
  seat: Seat,
  kind: string,
  options: Json,
): ZombicideState {
  const decision: PendingDecision = { id: `d${state.nextId}`, seat, kind, options };
  return { ...state, pending: [...state.pending, decision], nextId: state.nextId + 1 };
}

/** The first player speaks for the table on zombie choices nobody owns (how a group splits). */
export function firstPlayer(state: ZombicideState): Seat {
  return state.turn.order[0] ?? (state.seats[0] as Seat);
}

/** The oldest pending decision of `kind` for `seat`, or the one with id `id`. */
export function findDecision(
  state: ZombicideState,
  seat: Seat,
  kind: string,
  id: string | undefined,
): PendingDecision | undefined {
  return state.pending.find((d) => d.kind === kind && d.seat === seat && (id === undefined || d.id === id));
}

export function dropDecision(state: ZombicideState, id: string): ZombicideState {
  return { ...state, pending: state.pending.filter((d) => d.id !== id) };
}
