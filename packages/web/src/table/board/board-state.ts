import type { Board } from "@horda/zombicide";

/** Door colours the rules never lock (§ doors): neutral and red open with any door opener. */
const NEVER_LOCKED: ReadonlySet<string> = new Set(["neutral", "red"]);

/**
 * The board as the game stands: objectives and Epic crates already taken are gone from it (the engine records
 * them in `objectivesTaken`), so players never look for a token that is no longer there.
 */
export function boardWithoutTaken(board: Board, taken: readonly string[]): Board {
  if (taken.length === 0) return board;
  const gone = new Set(taken);
  const tokens = board.tokens.filter((t) => !gone.has(t.id));
  return tokens.length === board.tokens.length ? board : { ...board, tokens };
}

/** Indices of the coloured doors still locked: a mission event or an objective unlocks their colour. */
export function lockedDoorIndices(board: Board, unlocked: readonly string[]): Set<number> {
  const open = new Set(unlocked);
  return new Set(
    board.doors.filter((d) => !NEVER_LOCKED.has(d.colour) && !open.has(d.colour)).map((d) => d.index),
  );
}
