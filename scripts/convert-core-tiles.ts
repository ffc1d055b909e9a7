/**
 * One-off converter: shared/reference/tiles-2e-core.json (30x30 units per tile, from the Apache-2.0 project
 * saresq/endead) to our tile text format at 10x10 cells per tile (one cell = 3x3 units, sampled at its
 * centre). Kept to show where content/core2e/tiles came from; run: npx tsx scripts/convert-core-tiles.ts
 */
import { readFileSync, writeFileSync } from "node:fs";
import { type CellEdge, parseTileText, type Side, serializeTile, type TileFace } from "@horda/content";

interface RefCell {
  localX: number;
  localY: number;
  type: "street" | "building";
  roomId: string;
}
interface RefTile {
  id: string;
  cells: RefCell[];
  boundaryTypes?: Record<string, string>;
  doors?: { x1: number; y1: number; x2: number; y2: number }[] | null;
  roomProperties?: Record<string, { isDark?: boolean }>;
}

const SCALE = 3;
const SIZE = 10;
const refPath = new URL("../../shared/reference/tiles-2e-core.json", import.meta.url);
const tiles = JSON.parse(readFileSync(refPath, "utf8")) as RefTile[];

function convert(t: RefTile): TileFace {
  const fine = new Map<string, RefCell>();
  for (const c of t.cells) fine.set(`${c.localX},${c.localY}`, c);
  const at = (x: number, y: number) => fine.get(`${x},${y}`);
  const bt = t.boundaryTypes ?? {};
  const kindOf = (a: string, b: string) => bt[`${a}|${b}`] ?? bt[`${b}|${a}`];

  // Street ids that touch without a crosswalk between them are one zone.
  const parent = new Map<string, string>();
  const find = (s: string): string =>
    parent.get(s) === s || !parent.has(s) ? s : find(parent.get(s) as string);
  for (const c of t.cells) if (c.type === "street") parent.set(c.roomId, parent.get(c.roomId) ?? c.roomId);
  for (const c of t.cells) {
    for (const n of [at(c.localX + 1, c.localY), at(c.localX, c.localY + 1)]) {
      if (!n || c.type !== "street" || n.type !== "street" || n.roomId === c.roomId) continue;
      if (kindOf(c.roomId, n.roomId) !== "crosswalk") parent.set(find(n.roomId), find(c.roomId));
    }
  }
  const streetIds = [...new Set(t.cells.filter((c) => c.type === "street").map((c) => find(c.roomId)))].sort(
    (a, b) => Number(a.slice(1)) - Number(b.slice(1)),
  );
  const letter = (c: RefCell) =>
    c.type === "building" ? c.roomId : String.fromCharCode(97 + streetIds.indexOf(find(c.roomId)));

  const grid: string[] = [];
  for (let cy = 0; cy < SIZE; cy++) {
    let row = "";
    for (let cx = 0; cx < SIZE; cx++) row += letter(at(cx * SCALE + 1, cy * SCALE + 1) as RefCell);
    grid.push(row);
  }
  const present = new Set(grid.join(""));
  for (const c of t.cells) {
    if (!present.has(letter(c))) throw new Error(`${t.id}: zone ${c.roomId} vanished at 10x10`);
  }

  const zoneFlags: Record<string, "dark"[]> = {};
  for (const [room, p] of Object.entries(t.roomProperties ?? {})) if (p.isDark) zoneFlags[room] = ["dark"];

  const pairEdges = Object.entries(bt)
    .filter(([, kind]) => kind === "doorway")
    .map(([pair]) => ({ zones: pair.split("|") as [string, string], kind: "open" as const }));

  const edges: CellEdge[] = [];
  const doors = t.doors ?? [];
  for (let i = 0; i < doors.length; i += 3) {
    const group = doors.slice(i, i + 3);
    const mid = group[Math.floor(group.length / 2)] as (typeof doors)[number];
    const a = at(mid.x1, mid.y1) as RefCell;
    const b = at(mid.x2, mid.y2) as RefCell;
    edges.push(nearestBoundary(grid, letter(a), letter(b), (mid.x1 + mid.x2) / 2, (mid.y1 + mid.y2) / 2));
  }

  const border: TileFace["border"][number][] = [];
  const sides: [Side, (i: number) => [number, number]][] = [
    ["N", (i) => [i, 0]],
    ["S", (i) => [i, SIZE - 1]],
    ["W", (i) => [0, i]],
    ["E", (i) => [SIZE - 1, i]],
  ];
  for (const [side, cellAt] of sides) {
    let start = -1;
    for (let i = 0; i <= SIZE; i++) {
      const [x, y] = i < SIZE ? cellAt(i) : [-1, -1];
      const isBuilding = i < SIZE && /[A-Z]/.test(grid[y]?.[x] ?? "");
      if (isBuilding && start < 0) start = i;
      if (!isBuilding && start >= 0) {
        border.push({ side, from: start, to: i - 1, kind: "open" });
        start = -1;
      }
    }
  }

  return {
    id: t.id,
    name: `Core 2E tile ${t.id}`,
    status: "unverified",
    source: "reference/tiles-2e-core.json (saresq/endead, Apache-2.0), resampled to 10x10",
    width: SIZE,
    height: SIZE,
    grid,
    zoneFlags,
    edges,
    pairEdges,
    border,
    spots: [],
  };
}

/** The cell side between zones a and b that lies nearest to the door's centre (in units). */
function nearestBoundary(grid: string[], a: string, b: string, ux: number, uy: number): CellEdge {
  let best: CellEdge | null = null;
  let bestD = Number.POSITIVE_INFINITY;
  for (let y = 0; y < SIZE; y++) {
    for (let x = 0; x < SIZE; x++) {
      const here = grid[y]?.[x];
      const cands: [Side, string | undefined, number, number][] = [
        ["E", grid[y]?.[x + 1], (x + 1) * SCALE - 0.5, y * SCALE + 1],
        ["S", grid[y + 1]?.[x], x * SCALE + 1, (y + 1) * SCALE - 0.5],
      ];
      for (const [side, there, bx, by] of cands) {
        const match = (here === a && there === b) || (here === b && there === a);
        if (!match) continue;
        const d = (bx - ux) ** 2 + (by - uy) ** 2;
        if (d < bestD) {
          bestD = d;
          best = { x, y, side, kind: "door" };
        }
      }
    }
  }
  if (!best) throw new Error(`no boundary between ${a} and ${b}`);
  return best;
}

for (const t of tiles) {
  const face = convert(t);
  const text = serializeTile(
    face,
    `Zombicide 2nd Edition core tile ${t.id}. Zone layout only, no artwork.\nUnverified: check against a printed tile and set status: verified.`,
  );
  const parsed = parseTileText(text, `${t.id}.tile`);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
  writeFileSync(new URL(`../content/core2e/tiles/${t.id}.tile`, import.meta.url), text);
  console.log(`${t.id}: ${new Set(face.grid.join("")).size} zones, ${face.edges.length} doors`);
}
