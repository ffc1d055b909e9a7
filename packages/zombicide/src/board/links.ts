import type { EdgeKind } from "@horda/content";
import type { Bounds } from "./compile.ts";
import { Boundary, KIND_OF_BOUNDARY, type Zone, type ZoneLink } from "./types.ts";

/** Every pair of zones that share a boundary, with the kinds of boundary they share and their doors. */
export function buildLinks(bounds: Bounds, zoneOf: Int32Array, width: number, height: number): ZoneLink[] {
  const byPair = new Map<string, { a: number; b: number; kinds: Set<EdgeKind>; doors: Set<number> }>();
  const add = (c: number, d: number, code: number, door: number) => {
    const za = zoneOf[c] as number;
    const zb = zoneOf[d] as number;
    if (za === zb || za < 0 || zb < 0) return;
    const a = Math.min(za, zb);
    const b = Math.max(za, zb);
    const key = `${a},${b}`;
    let link = byPair.get(key);
    if (!link) {
      link = { a, b, kinds: new Set(), doors: new Set() };
      byPair.set(key, link);
    }
    const kind = KIND_OF_BOUNDARY[code];
    if (kind) link.kinds.add(kind);
    if (door >= 0) link.doors.add(door);
  };
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const c = y * width + x;
      const e = bounds.east[c] as number;
      if (e !== Boundary.EDGE && e !== Boundary.INSIDE) add(c, c + 1, e, bounds.eastDoor[c] as number);
      const s = bounds.south[c] as number;
      if (s !== Boundary.EDGE && s !== Boundary.INSIDE) add(c, c + width, s, bounds.southDoor[c] as number);
    }
  }
  return [...byPair.values()]
    .sort((p, q) => p.a - q.a || p.b - q.b)
    .map((l) => ({ a: l.a, b: l.b, kinds: [...l.kinds].sort(), doors: [...l.doors].sort((p, q) => p - q) }));
}

/**
 * Buildings: building zones linked by openings or doors, across tiles too. We count room-to-room doors as
 * part of one building: the rulebook calls a building "every room linked by openings", and a door between
 * two rooms is an opening that can be shut.
 */
export function groupBuildings(zones: readonly Zone[], links: readonly ZoneLink[]): number[][] {
  const parent = zones.map((z) => z.index);
  const find = (i: number): number => (parent[i] === i ? i : find(parent[i] as number));
  for (const l of links) {
    const za = zones[l.a] as Zone;
    const zb = zones[l.b] as Zone;
    if (za.kind !== "building" || zb.kind !== "building") continue;
    if (l.kinds.includes("open") || l.kinds.includes("door")) {
      const ra = find(l.a);
      const rb = find(l.b);
      if (ra !== rb) parent[Math.max(ra, rb)] = Math.min(ra, rb);
    }
  }
  const groups = new Map<number, number[]>();
  for (const z of zones) {
    if (z.kind !== "building") continue;
    const r = find(z.index);
    groups.set(r, [...(groups.get(r) ?? []), z.index]);
  }
  return [...groups.values()];
}
