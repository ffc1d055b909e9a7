import type { Seat } from "@horda/table";
import { actionCommands } from "./actions.ts";
import type { ZCommand } from "./commands.ts";
import { pendingOf } from "./decisions.ts";
import { placeCommands } from "./place.ts";
import type { ZState } from "./state.ts";

/** Everything the seat may do now; `apply` accepts exactly these. */
export function legal(s: ZState, seat: Seat): ZCommand[] {
  if (s.result || !s.seats.includes(seat)) return [];
  const decision = pendingOf(s, seat);
  if (!decision) return [];
  if (decision.kind === "place") return placeCommands(s, seat);
  if (decision.kind === "actions") return actionCommands(s, seat);
  return decision.options.map((_, option) => ({ type: "choose", option }));
}
