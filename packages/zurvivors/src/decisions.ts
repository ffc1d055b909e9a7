import type { Json, Seat } from "@horda/table";
import type { Events } from "./events.ts";
import type { Decision, DecisionKind, ZState } from "./state.ts";

/** Raises a pending decision for `seat`; the flow stops until it is answered. */
export function ask(
  s: ZState,
  ev: Events,
  seat: Seat,
  kind: DecisionKind,
  options: Json[],
  data?: Json,
): void {
  const decision: Decision =
    data === undefined
      ? { id: `d${s.nextDecision}`, seat, kind, options }
      : { id: `d${s.nextDecision}`, seat, kind, options, data };
  s.nextDecision++;
  s.pending.push(decision);
  if (kind !== "place") ev.push({ type: "DecisionPending", seat, kind, id: decision.id });
}

export function pendingOf(s: ZState, seat: Seat): Decision | undefined {
  return s.pending.find((d) => d.seat === seat);
}

export function dropPending(s: ZState, id: string): void {
  s.pending = s.pending.filter((d) => d.id !== id);
}
