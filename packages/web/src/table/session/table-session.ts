import { err, ok, type Result, type RuleError, type Session, startSession, submit, undo } from "@horda/table";
import {
  type ZombicideCommand,
  type ZombicideConfig,
  type ZombicideState,
  zombicide,
} from "@horda/zombicide";
import type { ZombicideRecord } from "../store/game-store.ts";
import { type LogItem, setupItems, zombieTypesOf } from "./log-item.ts";

export type ZSession = Session<ZombicideState, ZombicideCommand, ZombicideConfig>;

export interface Stepped {
  readonly session: ZSession;
  readonly item: LogItem;
}

/** Sends a command through the session (seq, seat, parse, rules) and logs it with its events. */
export function sendCommand(session: ZSession, seat: string, command: unknown): Result<Stepped, RuleError> {
  const done = submit(zombicide, session, seat, command);
  if (!done.ok) return done;
  const { events, seq } = done.value;
  const entry = done.value.session.record.log[done.value.session.record.log.length - 1];
  const parsed = entry?.kind === "command" ? entry.command : (command as ZombicideCommand);
  return ok({
    session: done.value.session,
    item: {
      seq,
      seat,
      kind: "command",
      command: parsed,
      events,
      zombieTypes: zombieTypesOf(events, session.state, done.value.session.state),
    },
  });
}

/** Takes back the last command still in effect, as the seat that sent it. */
export function takeBack(session: ZSession): Result<Stepped, RuleError> {
  const last = session.history.frames[session.history.frames.length - 1];
  const done = undo(zombicide, session, last?.seat ?? session.record.config.seats[0] ?? "p1");
  if (!done.ok) return done;
  return ok({
    session: done.value.session,
    item: {
      seq: done.value.seq,
      seat: done.value.undone.seat,
      kind: "undo",
      undoes: done.value.undone.seq,
      events: [],
      zombieTypes: {},
    },
  });
}

/** The seat whose command the undo button would take back, if any. */
export function undoSeat(session: ZSession): string | null {
  return session.history.frames[session.history.frames.length - 1]?.seat ?? null;
}

/**
 * Rebuilds a saved game from its record with the same submit/undo steps a live game uses (as `replay`
 * does), keeping each command's events for the log.
 */
export function rebuild(record: ZombicideRecord): Result<{ session: ZSession; items: LogItem[] }, RuleError> {
  const started = startSession(zombicide, record.config, record.seed);
  if (!started.ok) return started;
  let session = started.value;
  const items: LogItem[] = setupItems(session.state);
  for (const entry of record.log) {
    const step =
      entry.kind === "command" ? sendCommand(session, entry.seat, entry.command) : takeBack(session);
    if (!step.ok) return err({ ...step.error, message: `#${entry.seq}: ${step.error.message}` });
    session = step.value.session;
    items.push(step.value.item);
  }
  return ok({ session, items });
}
