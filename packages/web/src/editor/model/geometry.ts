import type { TileFace } from "@horda/content";
import type { DoorRecord, EditorDoc, EditorRecord, TileRecord } from "./records.ts";

/** Tile faces by pack-qualified id ("core2e/1R"). */
export type TileLookup = ReadonlyMap<string, TileFace>;

/** Core tiles are 10 cells a side: tiles snap to slots of this size. */
export const SLOT = 10;

export interface CellRect {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

/** The cells a placed tile covers (a tile unknown to the library counts as one core slot). */
export function tileRect(t: TileRecord, tiles: TileLookup): CellRect {
  const face = tiles.get(t.tile);
  const w0 = face?.width ?? SLOT;
  const h0 = face?.height ?? SLOT;
  const turned = t.rotation === 90 || t.rotation === 270;
  return { x: t.x, y: t.y, w: turned ? h0 : w0, h: turned ? w0 : h0 };
}

export function inRect(r: CellRect, x: number, y: number): boolean {
  return x >= r.x && y >= r.y && x < r.x + r.w && y < r.y + r.h;
}

export function rectsOverlap(a: CellRect, b: CellRect): boolean {
  return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

/** The record's own cell or cells, for selection frames and marquee tests. */
export function recordRect(r: EditorRecord, tiles: TileLookup): CellRect {
  if (r.type === "tile") return tileRect(r, tiles);
  if (r.type === "door") return { x: r.x, y: r.y, w: 1, h: 1 };
  return { x: r.token.x, y: r.token.y, w: 1, h: 1 };
}

/** Tiles (other than `ignore`) that overlap `rect`. */
export function overlappingTiles(
  doc: EditorDoc,
  rect: CellRect,
  tiles: TileLookup,
  ignore: ReadonlySet<string> = new Set(),
): TileRecord[] {
  return Object.values(doc.records).filter(
    (r): r is TileRecord => r.type === "tile" && !ignore.has(r.id) && rectsOverlap(tileRect(r, tiles), rect),
  );
}

/** Pieces (doors, tokens) standing on a tile, which move and turn with it. */
export function piecesOn(doc: EditorDoc, tile: TileRecord, tiles: TileLookup): string[] {
  const rect = tileRect(tile, tiles);
  return Object.values(doc.records)
    .filter((r) => r.type !== "tile" && inRect(rect, recordRect(r, tiles).x, recordRect(r, tiles).y))
    .map((r) => r.id);
}

const NEXT_SIDE = { N: "E", E: "S", S: "W", W: "N" } as const;

/** A cell of a square tile at (x0, y0) of side `size`, turned a quarter clockwise about the tile's centre. */
export function turnCell(
  x: number,
  y: number,
  x0: number,
  y0: number,
  size: number,
): { x: number; y: number } {
  const lx = x - x0;
  const ly = y - y0;
  return { x: x0 + (size - 1 - ly), y: y0 + lx };
}

export function turnDoor(d: DoorRecord, x0: number, y0: number, size: number): DoorRecord {
  return { ...d, ...turnCell(d.x, d.y, x0, y0, size), side: NEXT_SIDE[d.side] };
}

/** The other printed face of a tile: "core2e/1R" ↔ "core2e/1V", when the library has it. */
export function otherFace(tile: string, tiles: TileLookup): string | null {
  const m = /^(.*\/.*?)([RV])$/.exec(tile);
  if (!m) return null;
  const other = `${m[1]}${m[2] === "R" ? "V" : "R"}`;
  return tiles.has(other) ? other : null;
}

/** The cell side nearest to a point given in cell units (fractions inside a cell). */
export function nearestSide(px: number, py: number): { x: number; y: number; side: "N" | "E" | "S" | "W" } {
  const x = Math.floor(px);
  const y = Math.floor(py);
  const fx = px - x - 0.5;
  const fy = py - y - 0.5;
  if (Math.abs(fx) >= Math.abs(fy)) return { x, y, side: fx >= 0 ? "E" : "W" };
  return { x, y, side: fy >= 0 ? "S" : "N" };
}

/** The same side of a cell written from the other cell ("W of 3,1" is "E of 2,1"); used to compare doors. */
export function canonicalSide(x: number, y: number, side: "N" | "E" | "S" | "W") {
  if (side === "W") return { x: x - 1, y, side: "E" as const };
  if (side === "N") return { x, y: y - 1, side: "S" as const };
  return { x, y, side };
}

/** How far a point (cell units) is from the middle of a door's side. */
export function distanceToDoor(d: DoorRecord, px: number, py: number): number {
  const mx = d.x + (d.side === "E" ? 1 : d.side === "W" ? 0 : 0.5);
  const my = d.y + (d.side === "S" ? 1 : d.side === "N" ? 0 : 0.5);
  return Math.hypot(px - mx, py - my);
}
