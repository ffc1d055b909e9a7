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
