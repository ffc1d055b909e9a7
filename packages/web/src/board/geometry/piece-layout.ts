import type { Board } from "@horda/zombicide";
import type { BoardPieces, SurvivorPiece, ZombieGroup } from "../pieces/types.ts";
import { pieceSlots, type Slot } from "./piece-slots.ts";

export type PlacedPiece =
  | { readonly kind: "survivor"; readonly piece: SurvivorPiece; readonly slot: Slot }
  | { readonly kind: "zombies"; readonly piece: ZombieGroup; readonly slot: Slot };

/** Gives every piece a slot in its zone: survivors first, then zombie groups (already grouped by type). */
export function layoutPieces(board: Board, pieces: BoardPieces): PlacedPiece[] {
  const tokenCells = new Set<number>();
  for (const t of board.tokens) if (t.kind !== "zombies") tokenCells.add(t.y * board.width + t.x);
  const perZone = new Map<number, PlacedPiece[]>();
  const push = (zone: number, p: Omit<PlacedPiece, "slot">) => {
    const list = perZone.get(zone);
    const placed = p as PlacedPiece;
    if (list) list.push(placed);
    else perZone.set(zone, [placed]);
  };
  for (const s of pieces.survivors) push(s.zone, { kind: "survivor", piece: s });
  for (const z of pieces.zombies) push(z.zone, { kind: "zombies", piece: z });
  const out: PlacedPiece[] = [];
  for (const [zone, list] of perZone) {
    if (!board.zones[zone]) continue;
    const slots = pieceSlots(board, zone, list.length, tokenCells);
    list.forEach((p, i) => {
      out.push({ ...p, slot: slots[i] as Slot } as PlacedPiece);
    });
  }
  return out;
}
