import { eventsFor, type Json, type Seat, SPECTATOR } from "@horda/table";
import type { AnyGame } from "../games/registry.ts";
import type { Step } from "../protocol/server-messages.ts";
import type { AnySession } from "./resume.ts";

/** One log entry as each viewer (every seat, and spectators) sees it, right after it was applied. */
export function stepsByViewer(
  def: AnyGame,
  session: AnySession,
  seq: number,
  kind: "command" | "undo",
  seat: Seat,
  events: readonly Json[],
  /** The command, shown to every viewer when the game says its commands are public. */
  command: Json | null = null,
): Map<string, Step> {
  const steps = new Map<string, Step>();
  // A game that hides no event from anyone gives every viewer the same list (serialised once, room.ts).
  const open = def.redactEvents ? null : [...events];
  for (const viewer of [...def.seats(session.state), SPECTATOR]) {
    const seen = open ? null : eventsFor(def, session, events as never, viewer);
    steps.set(viewer, {
      seq,
      kind,
      seat,
      events: open ?? ((seen?.ok ? seen.value : []) as unknown as Json[]),
      ...(command !== null && def.publicCommands ? { command } : {}),
    });
  }
  return steps;
}
