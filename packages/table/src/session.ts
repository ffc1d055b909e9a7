import type { Command, GameDefinition, GameEvent, RuleError, Seat } from "./contract.ts";
import { ruleError } from "./contract.ts";
import { freshHistory, pushCommand, type UndoHistory } from "./history.ts";
import { type GameRecord, lastSeq, RECORD_FORMAT } from "./log.ts";
import { err, ok, type Result } from "./result.ts";
import { gameOver, staleSeq, unknownSeat } from "./session-errors.ts";

/**
 * A game in progress, as plain JSON: the record (what happened), the current state, and what undo needs.
 * Every function returns a new session; none changes the one it is given.
 */
export interface Session<S, C, Cfg> {
  readonly record: GameRecord<C, Cfg>;
  readonly state: S;
  readonly history: UndoHistory<S, C>;
}

export interface SessionOptions {
  /** Keep a full state snapshot every this many undoable commands (default 8). */
  readonly snapshotEvery?: number;
}

export interface SeqGuard {
  /** The seq the sender last saw; if the game has moved on since, the command is refused (`stale_seq`). */
  readonly expectedSeq?: number;
}

export interface Submitted<S, C, E, Cfg> {
  readonly session: Session<S, C, Cfg>;
  readonly events: readonly E[];
  readonly seq: number;
}

export const DEFAULT_SNAPSHOT_EVERY = 8;

export function startSession<S, C extends Command, E extends GameEvent, V, Cfg>(
  def: GameDefinition<S, C, E, V, Cfg>,
  config: Cfg,
  seed: string,
  options: SessionOptions = {},
): Result<Session<S, C, Cfg>, RuleError> {
  const every = options.snapshotEvery ?? DEFAULT_SNAPSHOT_EVERY;
  if (!Number.isInteger(every) || every < 1) {
    return err(
      ruleError(
        "bad_option",
        "table: session options",
        `snapshotEvery must be a whole number >= 1, got ${every}.`,
      ),
    );
  }
  const state = def.setup(config, seed);
  if (!state.ok) return state;
  // The record keeps the config as the game stamps it (its rules version), so a replay plays the same rules.
  const recorded = def.recordConfig ? def.recordConfig(config) : config;
  const record: GameRecord<C, Cfg> = { format: RECORD_FORMAT, game: def.id, config: recorded, seed, log: [] };
  return ok({ record, state: state.value, history: freshHistory(state.value, every) });
}

/** The seq of the last log entry (0 before the first command); send it back as `expectedSeq`. */
export function currentSeq(session: Session<unknown, unknown, unknown>): number {
  return lastSeq(session.record);
}

/** Refuses a stale seq or a seat that is not at this table; shared by submit and undo. */
export function checkSender<S, C extends Command, E extends GameEvent, V, Cfg>(
  def: GameDefinition<S, C, E, V, Cfg>,
  session: Session<S, C, Cfg>,
  seat: Seat,
  guard: SeqGuard,
): RuleError | null {
  const current = currentSeq(session);
  if (guard.expectedSeq !== undefined && guard.expectedSeq !== current)
    return staleSeq(guard.expectedSeq, current);
  const seats = def.seats(session.state);
  if (!seats.includes(seat)) return unknownSeat(seat, seats);
  return null;
}

/**
 * Takes an untrusted command from a seat: checks the seq and the seat, parses the command with the game's
 * own parser, applies it, and logs it. A refused command changes nothing.
 */
export function submit<S, C extends Command, E extends GameEvent, V, Cfg>(
  def: GameDefinition<S, C, E, V, Cfg>,
  session: Session<S, C, Cfg>,
  seat: Seat,
  raw: unknown,
  guard: SeqGuard = {},
): Result<Submitted<S, C, E, Cfg>, RuleError> {
  const refused = checkSender(def, session, seat, guard);
  if (refused) return err(refused);
  const status = def.status(session.state);
  if (status.kind === "finished") return err(gameOver(status.outcome));
  const command = def.parseCommand(raw);
  if (!command.ok) return command;
  const applied = def.apply(session.state, seat, command.value);
  if (!applied.ok) return applied;

  const seq = currentSeq(session) + 1;
  const { state, events } = applied.value;
  const undoable = def.undoable(session.state, events);
  const record = {
    ...session.record,
    log: [...session.record.log, { kind: "command" as const, seq, seat, command: command.value }],
  };
  const history = pushCommand(
    session.history,
    { seq, seat, command: command.value },
    state,
    undoable,
    events,
  );
  return ok({ session: { record, state, history }, events, seq });
}
