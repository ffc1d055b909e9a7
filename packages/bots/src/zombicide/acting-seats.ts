import { awaitedSeats, type Seat } from "@horda/table";
import type { BotSees } from "./sees.ts";

/**
 * The seats to ask for a command, most likely first: those a pending decision waits for, else the seat
 * whose survivors act now, then the others (so a caller asking `legal` seat by seat finds the mover fast).
 */
export function actingSeats(seen: BotSees): Seat[] {
  const waiting = awaitedSeats(seen);
  const current = seen.turn.order[seen.turn.current];
  const first = waiting.length > 0 ? waiting : current === undefined ? [] : [current];
  return [...first, ...seen.seats.filter((s) => !first.includes(s))];
}
