import type { MapFile, TileFace, ZoneFlag } from "@horda/content";
import { err, ok, type Result } from "@horda/table";
import { buildEdges } from "./edges.ts";
import { buildLinks, groupBuildings } from "./links.ts";
import { type PlacedFace, placeFace } from "./place.ts";
import { resolveTokens } from "./tokens.ts";
import {
  BOUNDARY_OF_KIND,
  type Board,
  Boundary,
  type BoundaryCode,
  type Door,
  type MapError,
  type Zone,
} from "./types.ts";

/** Where the compiler finds tile faces: by pack-qualified id ("core2e/1R"). */
export type TileLibrary = ReadonlyMap<string, TileFace>;

export interface CompileOptions {
  /** Zombie type ids the map may place; unchecked when absent. */
  readonly zombieTypes?: readonly string[];
  /** Largest board side in cells. */
  readonly maxSide?: number;
}

interface Placed {
  readonly face: PlacedFace;
  readonly x: number;
  readonly y: number;
}

/** What an unknown tile id could have been: its pack's tiles, else the packs that have tiles. */
function knownTiles(id: string, tiles: TileLibrary): string {
  const pack = id.includes("/") ? id.slice(0, id.indexOf("/")) : "";
  const ids = [...tiles.keys()];
  const same = ids.filter((k) => k.startsWith(`${pack}/`)).map((k) => k.slice(pack.length + 1));
  if (same.length > 0) return `(the pack "${pack}" has ${same.sort().join(", ")})`;
  const packs = [...new Set(ids.map((k) => k.slice(0, k.indexOf("/"))))].sort();
  return packs.length > 0
    ? `(tiles are named "pack/tile"; packs with tiles: ${packs.join(", ")})`
    : "(no tiles loaded)";
}

/**
 * Turns a map into a board: zones, boundaries, doors, links, buildings and tokens. Every problem found is
 * reported with the JSON path of the map value that causes it; nothing is compiled from a broken map.
 */
export function compileMap(
  map: MapFile,
  tiles: TileLibrary,
  options: CompileOptions = {},
): Result<Board, MapError[]> {
  const errors: MapError[] = [];
  const placed: (Placed | null)[] = map.tiles.map((t, i) => {
    const face = tiles.get(t.tile);
    if (!face) {
      errors.push({
        path: `$.tiles[${i}].tile`,
        message: `unknown tile "${t.tile}" ${knownTiles(t.tile, tiles)}`,
      });
      return null;
    }
    return { face: placeFace(face, t.rotation), x: t.x, y: t.y };
  });
  if (errors.length > 0) return err(errors);
  const maxSide = options.maxSide ?? 200;
  const width = Math.max(...placed.map((p) => (p as Placed).x + (p as Placed).face.width));
  const height = Math.max(...placed.map((p) => (p as Placed).y + (p as Placed).face.height));
  if (width > maxSide || height > maxSide) {
    return err([
      { path: "$.tiles", message: `the map is ${width}x${height} cells; the limit is ${maxSide} a side` },
    ]);
  }

  const grid = layCells(placed as Placed[], width, height, errors);
  if (errors.length > 0) return err(errors);
  const { zoneOf, zones } = buildZones(placed as Placed[], map, grid, width, height);
  const bounds = buildBoundaries(placed as Placed[], grid, zoneOf, width, height);
  const doors = applyDoorTokens(map, bounds, zoneOf, width, height, errors);
  const { edges, eastEdge, southEdge } = buildEdges(bounds, doors, zoneOf, width, height);
  const links = buildLinks(edges);
  const buildings = groupBuildings(zones, links);
  const withBuildings = zones.map((z) => ({
    ...z,
    building: buildings.findIndex((b) => b.includes(z.index)),
  }));
  const tokens = resolveTokens(map, zoneOf, width, height, options.zombieTypes, errors);
  if (errors.length > 0) return err(errors);
  const zoneIndex: Record<string, number> = {};
  for (const z of withBuildings) zoneIndex[z.id] = z.index;
  return ok({
    width,
    height,
    zoneOf,
    east: bounds.east,
    south: bounds.south,
    eastDoor: bounds.eastDoor,
    southDoor: bounds.southDoor,
    eastEdge,
    southEdge,
    zones: withBuildings.map((z) => ({ ...z, building: z.building < 0 ? null : z.building })),
    zoneIndex,
    doors,
    edges,
    edgeIndex: Object.fromEntries(edges.map((e) => [e.id, e.index])),
    links,
    buildings,
    tokens,
    tiles: map.tiles.map((t, i) => ({
      tile: t.tile,
      x: t.x,
      y: t.y,
      rotation: t.rotation,
      width: (placed[i] as Placed).face.width,
      height: (placed[i] as Placed).face.height,
      status: (tiles.get(t.tile) as TileFace).status,
      ...((tiles.get(t.tile) as TileFace).standIn ? { standIn: true as const } : {}),
    })),
  });
}

/** Which placed tile owns each cell, and the letter there; overlapping tiles are refused. */
interface CellGrid {
  readonly owner: Int32Array;
  readonly letter: string[];
}

function layCells(placed: Placed[], width: number, height: number, errors: MapError[]): CellGrid {
  const owner = new Int32Array(width * height).fill(-1);
  const letter: string[] = new Array(width * height).fill(".");
  const reported = new Set<string>();
  placed.forEach((p, i) => {
    for (let ty = 0; ty < p.face.height; ty++) {
      for (let tx = 0; tx < p.face.width; tx++) {
        const l = p.face.grid[ty]?.[tx] ?? ".";
        if (l === ".") continue;
        const c = (p.y + ty) * width + p.x + tx;
        const other = owner[c] as number;
        if (other >= 0) {
          if (!reported.has(`${other}-${i}`)) {
            reported.add(`${other}-${i}`);
            errors.push({
              path: `$.tiles[${i}]`,
              message: `overlaps tiles[${other}] at cell ${p.x + tx},${p.y + ty}`,
            });
          }
          continue;
        }
        owner[c] = i;
        letter[c] = l;
      }
    }
  });
  return { owner, letter };
}

const isStreet = (l: string) => l >= "a" && l <= "z";

interface CellPair {
  readonly c: number;
  readonly d: number;
  readonly o: number;
  readonly od: number;
  readonly x: number;
  readonly y: number;
  readonly dx: 0 | 1;
  readonly dy: 0 | 1;
  readonly side: "E" | "S";
  readonly back: "W" | "N";
}

/** Visits every pair of tiled cells side by side: each cell with its east and its south neighbour. */
function forEachCellPair(grid: CellGrid, width: number, height: number, visit: (p: CellPair) => void): void {
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const c = y * width + x;
      const o = grid.owner[c] as number;
      if (o < 0) continue;
      for (const [dx, dy, side, back] of [
        [1, 0, "E", "W"],
        [0, 1, "S", "N"],
      ] as const) {
        if (x + dx >= width || y + dy >= height) continue;
        const d = c + dy * width + dx;
        const od = grid.owner[d] as number;
        if (od >= 0) visit({ c, d, o, od, x, y, dx, dy, side, back });
      }
    }
  }
}

function borderKind(
  p: Placed,
  gx: number,
  gy: number,
  side: "N" | "E" | "S" | "W",
): "open" | "line" | "wall" | undefined {
  return p.face.border.get(`${gx - p.x},${gy - p.y},${side}`);
}

/** Zone of each cell: a tile's letter is one zone; streets merge across tile borders unless a line divides them. */
function buildZones(placed: Placed[], map: MapFile, grid: CellGrid, width: number, height: number) {
  const n = width * height;
  const parent = new Int32Array(n).fill(-1);
  const find = (c: number): number => {
    let r = c;
    while ((parent[r] as number) !== r) r = parent[r] as number;
    let x = c;
    while ((parent[x] as number) !== r) {
      const next = parent[x] as number;
      parent[x] = r;
      x = next;
    }
    return r;
  };
  const union = (a: number, b: number) => {
    const ra = find(a);
    const rb = find(b);
    if (ra !== rb) parent[Math.max(ra, rb)] = Math.min(ra, rb);
  };
  for (let c = 0; c < n; c++) if ((grid.owner[c] as number) >= 0) parent[c] = c;
  forEachCellPair(grid, width, height, ({ c, d, o, od, x, y, dx, dy, side, back }) => {
    const la = grid.letter[c] as string;
    const lb = grid.letter[d] as string;
    if (o === od) {
      if (la === lb) union(c, d);
      return;
    }
    if (!isStreet(la) || !isStreet(lb)) return;
    const ka = borderKind(placed[o] as Placed, x, y, side);
    const kb = borderKind(placed[od] as Placed, x + dx, y + dy, back);
    if (ka === undefined && kb === undefined) union(c, d);
  });
  const roots = new Map<number, number[]>();
  for (let c = 0; c < n; c++) {
    if ((grid.owner[c] as number) < 0) continue;
    const r = find(c);
    const list = roots.get(r);
    if (list) list.push(c);
    else roots.set(r, [c]);
  }
  const ordered = [...roots.values()].sort((a, b) => (a[0] as number) - (b[0] as number));
  const zoneOf = new Int32Array(n).fill(-1);
  const zones: Zone[] = ordered.map((cells, index) => {
    for (const c of cells) zoneOf[c] = index;
    const first = cells[0] as number;
    const o = grid.owner[first] as number;
    const letter = grid.letter[first] as string;
    const flags = new Set<ZoneFlag>();
    for (const c of cells) {
      const p = placed[grid.owner[c] as number] as Placed;
      for (const f of p.face.zoneFlags[grid.letter[c] as string] ?? []) flags.add(f);
    }
    let x0 = width;
    let y0 = height;
    let x1 = 0;
    let y1 = 0;
    for (const c of cells) {
      const cx = c % width;
      const cy = Math.floor(c / width);
      x0 = Math.min(x0, cx);
      y0 = Math.min(y0, cy);
      x1 = Math.max(x1, cx);
      y1 = Math.max(y1, cy);
    }
    const mx = (x0 + x1) / 2;
    const my = (y0 + y1) / 2;
    let anchor = first;
    let best = Number.POSITIVE_INFINITY;
    for (const c of cells) {
      const d = ((c % width) - mx) ** 2 + (Math.floor(c / width) - my) ** 2;
      if (d < best) {
        best = d;
        anchor = c;
      }
    }
    return {
      index,
      id: `Z${index + 1}`,
      label: `${(map.tiles[o] as MapFile["tiles"][number]).tile.split("/")[1]}:${letter}`,
      kind: isStreet(letter) ? "street" : "building",
      flags: [...flags].sort(),
      cells,
      box: { x0, y0, x1, y1 },
      anchor: { x: anchor % width, y: Math.floor(anchor / width) },
      building: null,
    } satisfies Zone;
  });
  return { zoneOf, zones: withSpots(zones, placed, zoneOf, width) };
}

/** The printed spots of the tiles (a Narrow Zone's Spots...), counted by kind in the zone they stand in. */
function withSpots(zones: Zone[], placed: Placed[], zoneOf: Int32Array, width: number): Zone[] {
  const counts = new Map<number, Record<string, number>>();
  const onTiles = new Map<number, Record<string, number[]>>();
  placed.forEach((p, tile) => {
    for (const s of p.face.spots) {
      const z = zoneOf[(p.y + s.y) * width + p.x + s.x] ?? -1;
      if (z < 0) continue;
      const c = counts.get(z) ?? {};
      c[s.kind] = (c[s.kind] ?? 0) + 1;
      counts.set(z, c);
      const t = onTiles.get(z) ?? {};
      t[s.kind] = [...(t[s.kind] ?? []), tile];
      onTiles.set(z, t);
    }
  });
  return counts.size === 0
    ? zones
    : zones.map((z) =>
        counts.has(z.index) ? { ...z, spots: counts.get(z.index), spotTiles: onTiles.get(z.index) } : z,
      );
}

export interface Bounds {
  readonly east: Uint8Array;
  readonly south: Uint8Array;
  readonly eastDoor: Int32Array;
  readonly southDoor: Int32Array;
  readonly doors: Door[];
}

function buildBoundaries(
  placed: Placed[],
  grid: CellGrid,
  zoneOf: Int32Array,
  width: number,
  height: number,
): Bounds {
  const n = width * height;
  const east = new Uint8Array(n).fill(Boundary.EDGE);
  const south = new Uint8Array(n).fill(Boundary.EDGE);
  const eastDoor = new Int32Array(n).fill(-1);
  const southDoor = new Int32Array(n).fill(-1);
  const doors: Door[] = [];
  forEachCellPair(grid, width, height, (pair) => {
    const { c, d, o, od, x, y, side } = pair;
    let code: BoundaryCode;
    let colour: Door["colour"] = "neutral";
    if (o === od) {
      const p = placed[o] as Placed;
      const explicit = p.face.edges.get(`${x - p.x},${y - p.y},${side}`);
      if (zoneOf[c] === zoneOf[d]) code = explicit?.kind === "wall" ? Boundary.WALL : Boundary.INSIDE;
      else if (explicit) {
        code = BOUNDARY_OF_KIND[explicit.kind];
        colour = explicit.colour ?? "neutral";
      } else
        code =
          isStreet(grid.letter[c] as string) && isStreet(grid.letter[d] as string)
            ? Boundary.LINE
            : Boundary.WALL;
    } else {
      code = acrossTiles(placed, grid, zoneOf, pair);
    }
    const arr = side === "E" ? east : south;
    arr[c] = code;
    if (code === Boundary.DOOR) {
      const door: Door = {
        index: doors.length,
        id: `D${doors.length + 1}`,
        x,
        y,
        side,
        zones: [zoneOf[c] as number, zoneOf[d] as number],
        colour,
        initiallyOpen: false,
        printed: true,
      };
      doors.push(door);
      (side === "E" ? eastDoor : southDoor)[c] = door.index;
    }
  });
  return { east, south, eastDoor, southDoor, doors };
}

function acrossTiles(
  placed: Placed[],
  grid: CellGrid,
  zoneOf: Int32Array,
  { c, d, o, od, x, y, dx, dy, side, back }: CellPair,
): BoundaryCode {
  if (zoneOf[c] === zoneOf[d]) return Boundary.INSIDE;
  const la = grid.letter[c] as string;
  const lb = grid.letter[d] as string;
  const ka = borderKind(placed[o] as Placed, x, y, side);
  const kb = borderKind(placed[od] as Placed, x + dx, y + dy, back);
  if (isStreet(la) && isStreet(lb)) return ka === "wall" || kb === "wall" ? Boundary.WALL : Boundary.LINE;
  if (!isStreet(la) && !isStreet(lb)) return ka === "open" && kb === "open" ? Boundary.OPEN : Boundary.WALL;
  return Boundary.WALL;
}

/** Door tokens give printed doors a colour or state, or put a door in a wall. Anything else is refused. */
function applyDoorTokens(
  map: MapFile,
  bounds: Bounds,
  zoneOf: Int32Array,
  width: number,
  height: number,
  errors: MapError[],
): Door[] {
  const doors = [...bounds.doors];
  const seen = new Map<string, number>();
  map.doors.forEach((d, i) => {
    const path = `$.doors[${i}]`;
    let { x, y } = d;
    let side = d.side;
    if (side === "W") {
      x -= 1;
      side = "E";
    } else if (side === "N") {
      y -= 1;
      side = "S";
    }
    const nx = side === "E" ? x + 1 : x;
    const ny = side === "S" ? y + 1 : y;
    if (
      x < 0 ||
      y < 0 ||
      nx >= width ||
      ny >= height ||
      zoneOf[y * width + x] === -1 ||
      zoneOf[ny * width + nx] === -1
    ) {
      errors.push({ path, message: `door at ${d.x},${d.y} ${d.side} is not between two cells of the map` });
      return;
    }
    const key = `${x},${y},${side}`;
    if (seen.has(key)) {
      errors.push({
        path,
        message: `a second door at ${d.x},${d.y} ${d.side} (first is doors[${seen.get(key)}])`,
      });
      return;
    }
    seen.set(key, i);
    const c = y * width + x;
    const codes = side === "E" ? bounds.east : bounds.south;
    const doorIdx = side === "E" ? bounds.eastDoor : bounds.southDoor;
    const code = codes[c];
    if (code === Boundary.DOOR) {
      const at = doorIdx[c] as number;
      doors[at] = { ...(doors[at] as Door), colour: d.colour, initiallyOpen: d.open };
      return;
    }
    if (code !== Boundary.WALL) {
      errors.push({ path, message: `no wall at ${d.x},${d.y} ${d.side} to put a door in` });
      return;
    }
    codes[c] = Boundary.DOOR;
    doorIdx[c] = doors.length;
    doors.push({
      index: doors.length,
      id: `D${doors.length + 1}`,
      x,
      y,
      side,
      zones: [zoneOf[c] as number, zoneOf[ny * width + nx] as number],
      colour: d.colour,
      initiallyOpen: d.open,
      printed: false,
    });
  });
  return doors;
}
