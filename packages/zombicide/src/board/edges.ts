import type { EdgeKind } from "@horda/content";
import type { Bounds } from "./compile.ts";
import { Boundary, type Door, type Edge, type EdgeSide, KIND_OF_BOUNDARY } from "./types.ts";

/** Kinds that block like a wall until a module says otherwise (a broken thin wall, an open gate...). */
const WALL_LIKE: ReadonlySet<EdgeKind> = new Set(["wall", "thin", "barricade", "gate", "rampart"]);

export interface BoardEdges {
  readonly edges: Edge[];
  /** Edge index on the east and south side of every cell, -1 inside a zone or at the board's edge. */
  readonly eastEdge: Int32Array;
  readonly southEdge: Int32Array;
}

/**
 * Every boundary between two zones (or a wall inside one) as a named edge: each door is one edge with the door's id (D1...); the other
 * boundaries of one kind between the same two zones form one edge, walls and wall-like kinds W1, W2...,
 * openings, crosswalk lines and stairs P1, P2..., numbered in reading order of their first cell side. Modules
 * name walls by these ids (a thin wall broken) and the `crossing` hook sees them.
 */
export function buildEdges(
  bounds: Bounds,
  doors: readonly Door[],
  zoneOf: Int32Array,
  width: number,
  height: number,
): BoardEdges {
  const n = width * height;
  const eastEdge = new Int32Array(n).fill(-1);
  const southEdge = new Int32Array(n).fill(-1);
  const edges: { kind: EdgeKind; zones: [number, number]; door: number; sides: EdgeSide[] }[] = [];
  const byKey = new Map<string, number>();
  const byDoor = new Map<number, number>();
  const add = (c: number, d: number, side: "E" | "S", code: number, door: number, out: Int32Array) => {
    const za = zoneOf[c] as number;
    const zb = zoneOf[d] as number;
    // A wall may stand inside one zone too (it blocks sight there): it is an edge of that zone with itself.
    if (za < 0 || zb < 0 || code === Boundary.INSIDE || code === Boundary.EDGE) return;
    const kind = KIND_OF_BOUNDARY[code];
    if (!kind) return;
    const zones: [number, number] = za < zb ? [za, zb] : [zb, za];
    const key = `${zones[0]},${zones[1]},${kind}`;
    let at = door >= 0 ? byDoor.get(door) : byKey.get(key);
    if (at === undefined) {
      at = edges.length;
      edges.push({ kind, zones, door: code === Boundary.DOOR ? door : -1, sides: [] });
      if (door >= 0) byDoor.set(door, at);
      else byKey.set(key, at);
    }
    (edges[at] as (typeof edges)[number]).sides.push({ x: c % width, y: Math.floor(c / width), side });
    out[c] = at;
  };
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const c = y * width + x;
      if (x + 1 < width) add(c, c + 1, "E", bounds.east[c] as number, bounds.eastDoor[c] as number, eastEdge);
      if (y + 1 < height)
        add(c, c + width, "S", bounds.south[c] as number, bounds.southDoor[c] as number, southEdge);
    }
  }
  let walls = 0;
  let passages = 0;
  const named: Edge[] = edges.map((e, index) => ({
    index,
    id: e.door >= 0 ? (doors[e.door] as Door).id : WALL_LIKE.has(e.kind) ? `W${++walls}` : `P${++passages}`,
    kind: e.kind,
    zones: e.zones,
    door: e.door,
    sides: e.sides,
  }));
  return { edges: named, eastEdge, southEdge };
}
