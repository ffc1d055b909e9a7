import type { Command, GameDefinition, GameEvent, RuleError, Seat } from "./contract.ts";
import { err, ok, type Result } from "./result.ts";
import { replayFailed } from "./session-errors.ts";

/** One command that can still be taken back. */
export interface UndoFrame<C> {
  readonly seq: number;
  readonly seat: Seat;
  readonly command: C;
}

/** The command that last revealed hidden information: no undo goes back past it. */
export interface Seal {
  readonly seq: number;
  readonly command: string;
  readonly events: readonly string[];
}

/**
 * What undo needs, kept small: `base` is the state no undo may go behind (the start, or the state just
 * after the last command the game called not undoable), `frames` the undoable commands since then, and
 * `snapshots` the state after every `every`-th frame. The state before any frame is the nearest snapshot
 * (or `base`) plus a replay of at most `every - 1` frames, so memory grows with frames / every.
 */
export interface UndoHistory<S, C> {
  readonly every: number;
  readonly base: S;
  readonly sealedBy: Seal | null;
  readonly frames: readonly UndoFrame<C>[];
  readonly snapshots: readonly { readonly depth: number; readonly state: S }[];
}

export function freshHistory<S, C>(state: S, every: number): UndoHistory<S, C> {
  return { every, base: state, sealedBy: null, frames: [], snapshots: [] };
}

/** Adds an applied command: a new frame if the game lets it be undone, otherwise a new seal. */
export function pushCommand<S, C extends Command, E extends GameEvent>(
  history: UndoHistory<S, C>,
  frame: UndoFrame<C>,
  stateAfter: S,
  undoable: boolean,
  events: readonly E[],
): UndoHistory<S, C> {
  if (!undoable) {
    const sealedBy = { seq: frame.seq, command: frame.command.type, events: events.map((e) => e.type) };
    return { every: history.every, base: stateAfter, sealedBy, frames: [], snapshots: [] };
  }
  const frames = [...history.frames, frame];
  const snapshots =
    frames.length % history.every === 0
      ? [...history.snapshots, { depth: frames.length, state: stateAfter }]
      : history.snapshots;
  return { ...history, frames, snapshots };
}

/** Drops the last frame and rebuilds the state from before it. The caller checks a frame exists. */
export function popCommand<S, C extends Command, E extends GameEvent, V, Cfg>(
  def: GameDefinition<S, C, E, V, Cfg>,
  history: UndoHistory<S, C>,
): Result<{ history: UndoHistory<S, C>; state: S }, RuleError> {
  const depth = history.frames.length - 1;
  const snapshots = history.snapshots.filter((s) => s.depth <= depth);
  const nearest = snapshots[snapshots.length - 1] ?? { depth: 0, state: history.base };
  let state = nearest.state;
  for (const frame of history.frames.slice(nearest.depth, depth)) {
    const applied = def.apply(state, frame.seat, frame.command);
    if (!applied.ok) return err(replayFailed(frame.seq, applied.error));
    state = applied.value.state;
  }
  return ok({ history: { ...history, frames: history.frames.slice(0, depth), snapshots }, state });
}
