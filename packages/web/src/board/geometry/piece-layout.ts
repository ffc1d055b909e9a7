import type { Board } from "@horda/zombicide";
import type { BoardPieces, SurvivorPiece, ZombieGroup } from "../pieces/types.ts";
import { pieceSlots, type Slot } from "./piece-slots.ts";
import { type Box, placeNames } from "./survivor-labels.ts";
import type { Point } from "./units.ts";

export type PlacedPiece =
  | {
      readonly kind: "survivor";
      readonly piece: SurvivorPiece;
      readonly slot: Slot;
      /** Where its name goes (the text's baseline centre), clear of the other names and figures. */
      readonly label?: Point;
    }
  | { readonly kind: "zombies"; readonly piece: ZombieGroup; readonly slot: Slot };

/**
 * Gives every piece a slot in its zone: survivors first, then zombie groups (already grouped by type); then
 * places the survivors' names so that none covers another.
 */
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
  return withNames(out);
}

/** The survivors' names placed clear of each other, of the other figures and of the zombie groups. */
function withNames(placed: PlacedPiece[]): PlacedPiece[] {
  const survivors = placed.filter((p) => p.kind === "survivor");
  const zombies: Box[] = placed
    .filter((p) => p.kind === "zombies")
    .map(({ slot: { centre, size } }) => ({
      x1: centre.x - size * 0.4,
      y1: centre.y - size * 0.4,
      x2: centre.x + size * 0.4,
      y2: centre.y + size * 0.4,
    }));
  const names = placeNames(
    survivors.map((p) => ({
      centre: p.slot.centre,
      size: p.slot.size,
      name: p.piece.name,
      companion: p.piece.companion,
      fixed: p.piece.knockedOutUntil !== undefined,
    })),
    zombies,
  );
  const at = new Map(survivors.map((p, i) => [p, names[i] as Point]));
  return placed.map((p) => (p.kind === "survivor" ? { ...p, label: at.get(p) } : p));
}
