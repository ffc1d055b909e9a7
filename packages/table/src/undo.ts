import type { Command, GameDefinition, GameEvent, RuleError, Seat } from "./contract.ts";
import { popCommand, type UndoFrame } from "./history.ts";
import { err, ok, type Result } from "./result.ts";
import { checkSender, currentSeq, type SeqGuard, type Session } from "./session.ts";
import { nothingToUndo, undoBlocked, undoNotYours } from "./session-errors.ts";

export interface Undone<S, C, Cfg> {
  readonly session: Session<S, C, Cfg>;
  /** The seq of the new `undo` log entry. */
  readonly seq: number;
  /** The command that was taken back. */
  readonly undone: UndoFrame<C>;
}

/**
 * Takes back the last command still in effect, if `seat` sent it and the game said it could be undone.
 * The log keeps the command and gains an `undo` entry, so a replay reaches the same state.
 */
export function undo<S, C extends Command, E extends GameEvent, V, Cfg>(
  def: GameDefinition<S, C, E, V, Cfg>,
  session: Session<S, C, Cfg>,
  seat: Seat,
  guard: SeqGuard = {},
): Result<Undone<S, C, Cfg>, RuleError> {
  const refused = checkSender(def, session, seat, guard);
  if (refused) return err(refused);
  const { history } = session;
  const last = history.frames[history.frames.length - 1];
  if (!last) {
    const seal = history.sealedBy;
    return err(seal ? undoBlocked(seal.seq, seal.command, seal.events) : nothingToUndo());
  }
  if (last.seat !== seat) return err(undoNotYours(seat, last.seat, last.seq));
  const popped = popCommand(def, history);
  if (!popped.ok) return popped;

  const seq = currentSeq(session) + 1;
  const record = {
    ...session.record,
    log: [...session.record.log, { kind: "undo" as const, seq, seat, undoes: last.seq }],
  };
  return ok({
    session: { record, state: popped.value.state, history: popped.value.history },
    seq,
    undone: last,
  });
}

/** Whether `seat` could take back a command now (for greying out an undo button). */
export function canUndo(session: Session<unknown, unknown, unknown>, seat: Seat): boolean {
  const last = session.history.frames[session.history.frames.length - 1];
  return last !== undefined && last.seat === seat;
}
