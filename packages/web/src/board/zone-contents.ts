import type { Board, BoardToken } from "@horda/zombicide";
import type { BoardPieces, SurvivorPiece, ZombieGroup } from "./pieces/types.ts";

export interface ZoneContents {
  readonly tokens: readonly BoardToken[];
  readonly zombies: readonly ZombieGroup[];
  readonly survivors: readonly SurvivorPiece[];
}

/**
 * What stands in each zone: the map's tokens (zombie tokens are pieces, not tokens) and the pieces given.
 * Indexed by zone index.
 */
export function contentsByZone(board: Board, pieces: BoardPieces): ZoneContents[] {
  const out = board.zones.map(() => ({
    tokens: [] as BoardToken[],
    zombies: [] as ZombieGroup[],
    survivors: [] as SurvivorPiece[],
  }));
  for (const t of board.tokens) if (t.kind !== "zombies") out[t.zone]?.tokens.push(t);
  for (const z of pieces.zombies) out[z.zone]?.zombies.push(z);
  for (const s of pieces.survivors) out[s.zone]?.survivors.push(s);
  return out;
}

const sameList = <T>(a: readonly T[], b: readonly T[], same: (x: T, y: T) => boolean) =>
  a === b || (a.length === b.length && a.every((x, i) => same(x, b[i] as T)));

/** Whether two zones hold the same tokens and pieces (compared by value: frames rebuild the piece objects). */
export function sameContents(a: ZoneContents, b: ZoneContents): boolean {
  return (
    a === b ||
    (sameList(a.tokens, b.tokens, (x, y) => x === y) &&
      sameList(
        a.zombies,
        b.zombies,
        (x, y) => x.type === y.type && x.count === y.count && x.name === y.name && x.zone === y.zone,
      ) &&
      sameList(
        a.survivors,
        b.survivors,
        (x, y) => x.id === y.id && x.name === y.name && x.colour === y.colour && x.zone === y.zone,
      ))
  );
}
