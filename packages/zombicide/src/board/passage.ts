import { type Board, Boundary } from "./types.ts";

export type Purpose = "sight" | "move";

/**
 * Hook points where rule modules change how sight and movement cross boundaries (docs/board.md lists them).
 * Each returns undefined to leave the core answer in place.
 */
export interface BoardHooks {
  /** board.crossing: may sight or movement cross this boundary code (door state already known)? */
  readonly crossing?: (code: number, doorOpen: boolean, purpose: Purpose) => boolean | undefined;
  /** board.sightFilter: may an actor in `from` see `to` at `range`? (night, Dark Zones mode, towers...) */
  readonly sightFilter?: (board: Board, from: number, to: number, range: number) => boolean;
}

/** The core answer: openings, crosswalk lines and open doors let both through; the rest block. */
export function coreCrossing(code: number, doorOpen: boolean): boolean {
  switch (code) {
    case Boundary.INSIDE:
    case Boundary.LINE:
    case Boundary.OPEN:
    case Boundary.STAIRS:
      return true;
    case Boundary.DOOR:
      return doorOpen;
    default:
      return false;
  }
}

/** A function answering "can this purpose cross the east/south boundary of cell c?" for one door state. */
export function crossingTest(
  board: Board,
  openDoors: ReadonlySet<number>,
  purpose: Purpose,
  hooks: BoardHooks = {},
) {
  const decide = (code: number, door: number): boolean => {
    const open = door >= 0 && openDoors.has(door);
    return hooks.crossing?.(code, open, purpose) ?? coreCrossing(code, open);
  };
  return {
    east: (c: number) => decide(board.east[c] as number, board.eastDoor[c] as number),
    south: (c: number) => decide(board.south[c] as number, board.southDoor[c] as number),
  };
}
