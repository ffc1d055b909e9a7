import type { Board } from "@horda/zombicide";
import { CELL, type Point } from "./units.ts";

export interface Slot {
  readonly centre: Point;
  /** Largest piece size that fits the slot, in drawing units. */
  readonly size: number;
}

/**
 * Where the pieces of one zone go: the zone's cells nearest its anchor first, skipping cells that hold a
 * token while free cells remain. With more pieces than cells, each cell is split into four quarter slots.
 */
export function pieceSlots(
  board: Board,
  zone: number,
  count: number,
  tokenCells: ReadonlySet<number>,
  scale = CELL,
): Slot[] {
  if (count <= 0) return [];
  const z = board.zones[zone];
  if (!z) return [];
  const { width } = board;
  const { x: ax, y: ay } = z.anchor;
  const dist = (c: number) => ((c % width) - ax) ** 2 + (Math.floor(c / width) - ay) ** 2;
  const free = z.cells.filter((c) => !tokenCells.has(c));
  const pool = (free.length >= Math.min(count, z.cells.length) ? free : [...z.cells]).sort(
    (a, b) => dist(a) - dist(b) || a - b,
  );
  if (count <= pool.length) {
    return pool.slice(0, count).map((c) => ({
      centre: { x: ((c % width) + 0.5) * scale, y: (Math.floor(c / width) + 0.5) * scale },
      size: scale * 0.8,
    }));
  }
  const quarters: Slot[] = [];
  for (const c of pool) {
    for (const [qx, qy] of [
      [0.27, 0.27],
      [0.73, 0.27],
      [0.27, 0.73],
      [0.73, 0.73],
    ] as const) {
      quarters.push({
        centre: { x: ((c % width) + qx) * scale, y: (Math.floor(c / width) + qy) * scale },
        size: scale * 0.44,
      });
    }
  }
  // Still more pieces than quarter slots: the last slots are reused (stacked), which the counts make clear.
  return Array.from({ length: count }, (_, i) => quarters[i % quarters.length] as Slot);
}
