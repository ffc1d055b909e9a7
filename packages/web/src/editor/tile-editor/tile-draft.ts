import {
  type BorderRun,
  type CellEdge,
  type DoorColour,
  type EdgeKind,
  parseTileText,
  type Side,
  type SpotKind,
  serializeTile,
  type TileFace,
  type TileTextError,
  ZONE_FLAGS,
  type ZoneFlag,
} from "@horda/content";
import type { Result } from "@horda/table";

/** A blank face: every cell one street zone "a". */
export function blankTile(id: string, width = 10, height = 10): TileFace {
  return {
    id,
    name: id,
    status: "unverified",
    width,
    height,
    grid: Array.from({ length: height }, () => "a".repeat(width)),
    zoneFlags: {},
    edges: [],
    pairEdges: [],
    border: [],
    spots: [],
  };
}

/** Zone letters: A-Z rooms, a-z streets, "." no cell. */
export function isZoneLetter(c: string): boolean {
  return /^[A-Za-z.]$/.test(c);
}

/** Paints one cell with a zone letter; edges and spots of cells that leave the tile go with them. */
export function paintCell(face: TileFace, x: number, y: number, letter: string): TileFace {
  if (!isZoneLetter(letter) || x < 0 || y < 0 || x >= face.width || y >= face.height) return face;
  const row = face.grid[y] as string;
  if (row[x] === letter) return face;
  const grid = face.grid.map((r, i) => (i === y ? r.slice(0, x) + letter + r.slice(x + 1) : r));
  const used = new Set(grid.join(""));
  const zoneFlags = Object.fromEntries(Object.entries(face.zoneFlags).filter(([l]) => used.has(l)));
  const pairEdges = face.pairEdges.filter((p) => used.has(p.zones[0]) && used.has(p.zones[1]));
  return { ...face, grid, zoneFlags, pairEdges };
}

const onBorder = (face: TileFace, x: number, y: number, side: Side) =>
  (side === "N" && y === 0) ||
  (side === "S" && y === face.height - 1) ||
  (side === "W" && x === 0) ||
  (side === "E" && x === face.width - 1);

/** Cell sides are stored from the cell to the west/north of the pair ("E"/"S"), as the tile format prefers. */
function canonical(x: number, y: number, side: Side): { x: number; y: number; side: Side } {
  if (side === "W") return { x: x - 1, y, side: "E" };
  if (side === "N") return { x, y: y - 1, side: "S" };
  return { x, y, side };
}

/**
 * Sets what is on one cell side: inside the tile an edge (wall, door with colour, open, line...; null takes it
 * away); on the tile's border a one-cell border run (open, line, wall) for what meets the next tile.
 */
export function setSide(
  face: TileFace,
  x: number,
  y: number,
  side: Side,
  kind: EdgeKind | null,
  colour?: DoorColour,
): TileFace {
  if (x < 0 || y < 0 || x >= face.width || y >= face.height) return face;
  if (onBorder(face, x, y, side)) {
    const along = side === "N" || side === "S" ? x : y;
    const border: BorderRun[] = face.border.flatMap((b) => {
      if (b.side !== side || along < b.from || along > b.to) return [b];
      const parts: BorderRun[] = [];
      if (b.from < along) parts.push({ ...b, to: along - 1 });
      if (b.to > along) parts.push({ ...b, from: along + 1 });
      return parts;
    });
    if (kind === "open" || kind === "line" || kind === "wall")
      border.push({ side, from: along, to: along, kind });
    return { ...face, border };
  }
  const c = canonical(x, y, side);
  const edges: CellEdge[] = face.edges.filter((e) => {
    const k = canonical(e.x, e.y, e.side);
    return !(k.x === c.x && k.y === c.y && k.side === c.side);
  });
  if (kind)
    edges.push({ ...c, kind, ...(kind === "door" && colour && colour !== "neutral" ? { colour } : {}) });
  return { ...face, edges };
}

export function toggleFlag(face: TileFace, letter: string, flag: ZoneFlag): TileFace {
  return setFlag(face, letter, flag, !hasFlag(face, letter, flag));
}

export function hasFlag(face: TileFace, letter: string, flag: ZoneFlag): boolean {
  return (face.zoneFlags[letter] ?? []).includes(flag);
}

/**
 * Puts a flag on a zone (every cell of that letter) or takes it off; flags stay in the format's order
 * (ZONE_FLAGS), so the saved text does not depend on the order they were painted in. "." (no cell) has none.
 */
export function setFlag(face: TileFace, letter: string, flag: ZoneFlag, on: boolean): TileFace {
  if (letter === "." || !isZoneLetter(letter) || hasFlag(face, letter, flag) === on) return face;
  const have = face.zoneFlags[letter] ?? [];
  const next = ZONE_FLAGS.filter((f) => (f === flag ? on : have.includes(f)));
  const zoneFlags = { ...face.zoneFlags };
  if (next.length > 0) zoneFlags[letter] = next;
  else delete zoneFlags[letter];
  return { ...face, zoneFlags };
}

/** The zone letter of a cell, or null outside the face. */
export function letterAt(face: TileFace, x: number, y: number): string | null {
  if (x < 0 || y < 0 || x >= face.width || y >= face.height) return null;
  return face.grid[y]?.[x] ?? null;
}

export function toggleSpot(face: TileFace, kind: SpotKind, x: number, y: number): TileFace {
  const there = face.spots.some((s) => s.kind === kind && s.x === x && s.y === y);
  return {
    ...face,
    spots: there
      ? face.spots.filter((s) => !(s.kind === kind && s.x === x && s.y === y))
      : [...face.spots, { kind, x, y }],
  };
}

/** The face in the tile text format, read back by the real parser: what is saved is what the loader accepts. */
export function checkTile(face: TileFace): { text: string; parsed: Result<TileFace, TileTextError[]> } {
  const clean: TileFace = {
    ...face,
    zoneFlags: Object.fromEntries(Object.entries(face.zoneFlags).filter(([, f]) => f.length > 0)),
  };
  const text = serializeTile(clean, "Made with the Horda tile editor");
  return { text, parsed: parseTileText(text, `user/tiles/${face.id}.tile`) };
}
