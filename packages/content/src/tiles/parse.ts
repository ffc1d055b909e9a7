import { err, ok, type Result } from "@horda/table";
import {
  type BorderRun,
  type CellEdge,
  DOOR_COLOURS,
  type DoorColour,
  EDGE_KINDS,
  type EdgeKind,
  SIDES,
  type Side,
  SPOT_KINDS,
  type SpotKind,
  type TileFace,
  type TileSpot,
  VOID_CELL,
  ZONE_FLAGS,
  type ZoneFlag,
  type ZonePairEdge,
} from "./types.ts";

/** A problem in a tile file, with the 1-based line it is on. */
export interface TileTextError {
  readonly source: string;
  readonly line: number;
  readonly message: string;
}

const SECTIONS = ["grid", "zones", "edges", "border", "spots"] as const;
type Section = (typeof SECTIONS)[number];
const HEADER_KEYS = ["tile", "name", "status", "source", "standin", "replaces", "size"] as const;
/** `replaces:` names a tile of another pack: `<pack>/<tile>`. */
const REPLACED_ID = /^[a-z0-9][a-z0-9-]*\/[A-Za-z0-9][A-Za-z0-9_-]*$/;

interface Line {
  readonly n: number;
  readonly text: string;
}

/**
 * Parses the tile text format (docs/tiles.md). Every problem is reported with its line; nothing is guessed.
 */
export function parseTileText(text: string, source: string): Result<TileFace, TileTextError[]> {
  const errors: TileTextError[] = [];
  const fail = (line: number, message: string) => errors.push({ source, line, message });
  const header: Record<string, { value: string; line: number }> = {};
  const sections: Record<Section, Line[]> = { grid: [], zones: [], edges: [], border: [], spots: [] };
  let current: Section | null = null;

  text.split(/\r?\n/).forEach((raw, i) => {
    const n = i + 1;
    const noComment = raw.replace(/#.*$/, "");
    if (noComment.trim() === "") return;
    const indented = /^\s/.test(noComment);
    if (indented && current) {
      sections[current].push({ n, text: noComment.trim() });
      return;
    }
    const m = /^([a-z]+)\s*:\s*(.*)$/.exec(noComment.trim());
    if (!m) {
      fail(n, `expected "key: value" or an indented line of a section, got "${noComment.trim()}"`);
      return;
    }
    const key = m[1] as string;
    const value = (m[2] as string).trim();
    if ((SECTIONS as readonly string[]).includes(key)) {
      current = key as Section;
      if (value !== "") fail(n, `section "${key}:" takes its content on the indented lines below it`);
    } else if ((HEADER_KEYS as readonly string[]).includes(key)) {
      current = null;
      if (header[key]) fail(n, `"${key}" is given twice (first on line ${header[key].line})`);
      header[key] = { value, line: n };
    } else {
      fail(n, `unknown key "${key}" (known: ${[...HEADER_KEYS, ...SECTIONS].join(", ")})`);
    }
  });

  const id = header.tile?.value ?? "";
  if (!header.tile || !/^[A-Za-z0-9][A-Za-z0-9_-]*$/.test(id)) {
    fail(header.tile?.line ?? 1, `"tile:" must give an id of letters, digits, "-" or "_"`);
  }
  const status = header.status?.value ?? "unverified";
  if (status !== "verified" && status !== "unverified") {
    fail(header.status?.line ?? 1, `status must be "verified" or "unverified", got "${status}"`);
  }
  const standIn = header.standin?.value ?? "false";
  if (standIn !== "true" && standIn !== "false") {
    fail(header.standin?.line ?? 1, `standin must be "true" or "false", got "${standIn}"`);
  }
  const replaces = header.replaces?.value;
  if (replaces !== undefined && !REPLACED_ID.test(replaces)) {
    fail(
      header.replaces?.line ?? 1,
      `"replaces:" must name a tile of another pack as <pack>/<tile>, got "${replaces}"`,
    );
  }
  const size = /^(\d+)x(\d+)$/.exec(header.size?.value ?? "");
  if (!size) {
    fail(header.size?.line ?? 1, `"size:" must be WIDTHxHEIGHT, e.g. "size: 10x10"`);
    return err(errors);
  }
  const width = Number(size[1]);
  const height = Number(size[2]);
  if (width < 1 || height < 1 || width > 60 || height > 60) {
    fail(header.size?.line ?? 1, `tile size ${width}x${height} is out of range (1 to 60 cells a side)`);
    return err(errors);
  }

  const grid = parseGrid(sections.grid, width, height, fail, header.size?.line ?? 1);
  const letters = new Set(grid.join("").replaceAll(VOID_CELL, ""));
  const zoneFlags = parseZones(sections.zones, letters, fail);
  const { edges, pairEdges } = parseEdges(sections.edges, grid, width, height, letters, fail);
  const border = parseBorder(sections.border, width, height, fail);
  const spots = parseSpots(sections.spots, width, height, grid, fail);
  if (errors.length > 0) return err(errors);
  const face: TileFace = {
    id,
    status: status as TileFace["status"],
    width,
    height,
    grid,
    zoneFlags,
    edges,
    pairEdges,
    border,
    spots,
    ...(header.name ? { name: header.name.value } : {}),
    ...(header.source ? { source: header.source.value } : {}),
    ...(standIn === "true" ? { standIn: true } : {}),
    ...(replaces !== undefined ? { replaces } : {}),
  };
  return ok(face);
}

type Fail = (line: number, message: string) => void;

function parseGrid(lines: Line[], width: number, height: number, fail: Fail, sizeLine: number): string[] {
  if (lines.length !== height) {
    fail(lines[0]?.n ?? sizeLine, `grid has ${lines.length} rows but size says ${height}`);
  }
  return lines.map((l) => {
    const row = l.text.replaceAll(" ", "");
    if (row.length !== width) fail(l.n, `grid row has ${row.length} cells but size says ${width}`);
    const bad = [...row].find((c) => !/[A-Za-z.]/.test(c));
    if (bad) fail(l.n, `grid cell "${bad}" is not a letter or "."`);
    return row;
  });
}

function parseZones(lines: Line[], letters: Set<string>, fail: Fail): Record<string, ZoneFlag[]> {
  const out: Record<string, ZoneFlag[]> = {};
  for (const l of lines) {
    const m = /^([A-Za-z])\s*:\s*(.+)$/.exec(l.text);
    if (!m) {
      fail(l.n, `expected "LETTER: flag flag...", got "${l.text}"`);
      continue;
    }
    const letter = m[1] as string;
    if (!letters.has(letter)) fail(l.n, `zone "${letter}" is not in the grid`);
    const flags = (m[2] as string).split(/[\s,]+/).filter(Boolean);
    for (const f of flags) {
      if (!(ZONE_FLAGS as readonly string[]).includes(f)) {
        fail(l.n, `unknown zone flag "${f}" (known: ${ZONE_FLAGS.join(", ")})`);
      }
    }
    out[letter] = [...(out[letter] ?? []), ...(flags as ZoneFlag[])];
  }
  return out;
}

function parseEdges(
  lines: Line[],
  grid: string[],
  width: number,
  height: number,
  letters: Set<string>,
  fail: Fail,
): { edges: CellEdge[]; pairEdges: ZonePairEdge[] } {
  const edges: CellEdge[] = [];
  const pairEdges: ZonePairEdge[] = [];
  for (const l of lines) {
    const pair = /^([A-Za-z])\|([A-Za-z])\s+([a-z]+)$/.exec(l.text);
    if (pair) {
      const a = pair[1] as string;
      const b = pair[2] as string;
      const kind = pair[3] as string;
      if (!isEdgeKind(kind)) fail(l.n, `unknown edge kind "${kind}" (known: ${EDGE_KINDS.join(", ")})`);
      for (const z of [a, b]) if (!letters.has(z)) fail(l.n, `zone "${z}" is not in the grid`);
      if (a === b) fail(l.n, `an edge joins two different zones, got "${a}|${b}"`);
      else if (!zonesTouch(grid, a, b)) fail(l.n, `zones "${a}" and "${b}" share no boundary`);
      pairEdges.push({ zones: [a, b], kind: kind as EdgeKind });
      continue;
    }
    const cell = /^(\d+),(\d+)\s+([NESW])\s+([a-z]+)(?:\s+([a-z]+))?$/.exec(l.text);
    if (!cell) {
      fail(l.n, `expected "X,Y SIDE KIND [COLOUR]" or "A|B KIND", got "${l.text}"`);
      continue;
    }
    const x = Number(cell[1]);
    const y = Number(cell[2]);
    const side = cell[3] as Side;
    const kind = cell[4] as string;
    const colour = cell[5];
    if (!isEdgeKind(kind)) fail(l.n, `unknown edge kind "${kind}" (known: ${EDGE_KINDS.join(", ")})`);
    if (colour !== undefined && !(DOOR_COLOURS as readonly string[]).includes(colour)) {
      fail(l.n, `unknown door colour "${colour}" (known: ${DOOR_COLOURS.join(", ")})`);
    }
    if (colour !== undefined && kind !== "door") fail(l.n, `only a door has a colour`);
    if (x >= width || y >= height) {
      fail(l.n, `cell ${x},${y} is outside the ${width}x${height} tile`);
      continue;
    }
    const [nx, ny] = neighbour(x, y, side);
    if (nx < 0 || ny < 0 || nx >= width || ny >= height) {
      fail(l.n, `${x},${y} ${side} is on the tile border; say what meets the next tile under "border:"`);
      continue;
    }
    const here = grid[y]?.[x];
    const there = grid[ny]?.[nx];
    if (here === VOID_CELL || there === VOID_CELL) fail(l.n, `${x},${y} ${side} touches a cell with no zone`);
    else if (here === there && kind !== "wall") {
      fail(l.n, `${x},${y} ${side} lies inside zone "${here}": only a wall can be put inside a zone`);
    }
    edges.push(
      colour
        ? { x, y, side, kind: kind as EdgeKind, colour: colour as DoorColour }
        : { x, y, side, kind: kind as EdgeKind },
    );
  }
  return { edges, pairEdges };
}

function parseBorder(lines: Line[], width: number, height: number, fail: Fail): BorderRun[] {
  const out: BorderRun[] = [];
  for (const l of lines) {
    const m = /^([NESW])\s+(\d+)(?:-(\d+))?\s+(open|line|wall)$/.exec(l.text);
    if (!m) {
      fail(l.n, `expected "SIDE FROM-TO open|line|wall", got "${l.text}"`);
      continue;
    }
    const side = m[1] as Side;
    const from = Number(m[2]);
    const to = m[3] === undefined ? from : Number(m[3]);
    const length = side === "N" || side === "S" ? width : height;
    if (from > to || to >= length)
      fail(l.n, `cells ${from}-${to} are not along side ${side} (0-${length - 1})`);
    out.push({ side, from, to, kind: m[4] as BorderRun["kind"] });
  }
  return out;
}

function parseSpots(lines: Line[], width: number, height: number, grid: string[], fail: Fail): TileSpot[] {
  const out: TileSpot[] = [];
  for (const l of lines) {
    const m = /^([a-z]+)\s+(\d+),(\d+)$/.exec(l.text);
    if (!m) {
      fail(l.n, `expected "KIND X,Y", got "${l.text}"`);
      continue;
    }
    const kind = m[1] as string;
    const x = Number(m[2]);
    const y = Number(m[3]);
    if (!(SPOT_KINDS as readonly string[]).includes(kind)) {
      fail(l.n, `unknown spot kind "${kind}" (known: ${SPOT_KINDS.join(", ")})`);
    }
    if (x >= width || y >= height || grid[y]?.[x] === VOID_CELL) fail(l.n, `spot ${x},${y} is not on a cell`);
    out.push({ kind: kind as SpotKind, x, y });
  }
  return out;
}

function isEdgeKind(k: string): k is EdgeKind {
  return (EDGE_KINDS as readonly string[]).includes(k);
}

export function neighbour(x: number, y: number, side: Side): [number, number] {
  switch (side) {
    case "N":
      return [x, y - 1];
    case "S":
      return [x, y + 1];
    case "E":
      return [x + 1, y];
    case "W":
      return [x - 1, y];
  }
}

function zonesTouch(grid: string[], a: string, b: string): boolean {
  for (let y = 0; y < grid.length; y++) {
    const row = grid[y] as string;
    for (let x = 0; x < row.length; x++) {
      if (row[x] !== a) continue;
      if (row[x + 1] === b || row[x - 1] === b || grid[y + 1]?.[x] === b || grid[y - 1]?.[x] === b)
        return true;
    }
  }
  return false;
}

export { SIDES };
