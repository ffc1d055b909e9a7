import type { PendingDecision, Seat } from "./contract.ts";

/**
 * Games keep the choices they wait for in a top-level `pending` field of their state, oldest first.
 * An empty or missing list means nobody is being asked anything.
 */
export interface WithPending {
  readonly pending?: readonly PendingDecision[];
}

export function pendingDecisions(state: WithPending): readonly PendingDecision[] {
  return state.pending ?? [];
}

/** The decisions waiting for `seat`'s answer. */
export function pendingFor(state: WithPending, seat: Seat): PendingDecision[] {
  return pendingDecisions(state).filter((d) => d.seat === seat);
}

/** The seats whose answer is awaited, each once, in the order their decisions were raised. */
export function awaitedSeats(state: WithPending): Seat[] {
  return [...new Set(pendingDecisions(state).map((d) => d.seat))];
}
