import {
  type Command,
  type GameDefinition,
  type GameEvent,
  type RuleError,
  SPECTATOR,
  type Viewer,
} from "./contract.ts";
import { err, ok, type Result } from "./result.ts";
import type { Session } from "./session.ts";
import { unknownSeat } from "./session-errors.ts";

function checkViewer<S>(
  def: { seats(state: S): readonly string[] },
  state: S,
  viewer: Viewer,
): RuleError | null {
  if (viewer === SPECTATOR) return null;
  const seats = def.seats(state);
  return seats.includes(viewer) ? null : unknownSeat(viewer, seats);
}

/** What `viewer` (a seat or "spectator") may see of the current state. */
export function viewFor<S, C extends Command, E extends GameEvent, V, Cfg>(
  def: GameDefinition<S, C, E, V, Cfg>,
  session: Session<S, C, Cfg>,
  viewer: Viewer,
): Result<V, RuleError> {
  const refused = checkViewer(def, session.state, viewer);
  return refused ? err(refused) : ok(def.view(session.state, viewer));
}

/** The events of the last step as `viewer` may learn them (see `GameDefinition.redactEvents`). */
export function eventsFor<S, C extends Command, E extends GameEvent, V, Cfg>(
  def: GameDefinition<S, C, E, V, Cfg>,
  session: Session<S, C, Cfg>,
  events: readonly E[],
  viewer: Viewer,
): Result<E[], RuleError> {
  const refused = checkViewer(def, session.state, viewer);
  if (refused) return err(refused);
  return ok(def.redactEvents ? def.redactEvents(session.state, events, viewer) : [...events]);
}
