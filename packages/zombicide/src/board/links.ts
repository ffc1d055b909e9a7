import type { EdgeKind } from "@horda/content";
import type { Edge, Zone, ZoneLink } from "./types.ts";

/** Every pair of zones that share a boundary, with the kinds of boundary they share, their doors and edges. */
export function buildLinks(edges: readonly Edge[]): ZoneLink[] {
  const byPair = new Map<
    string,
    { a: number; b: number; kinds: Set<EdgeKind>; doors: Set<number>; edges: number[] }
  >();
  for (const e of edges) {
    const [a, b] = e.zones;
    if (a === b) continue;
    const key = `${a},${b}`;
    let link = byPair.get(key);
    if (!link) {
      link = { a, b, kinds: new Set(), doors: new Set(), edges: [] };
      byPair.set(key, link);
    }
    link.kinds.add(e.kind);
    if (e.door >= 0) link.doors.add(e.door);
    link.edges.push(e.index);
  }
  return [...byPair.values()]
    .sort((p, q) => p.a - q.a || p.b - q.b)
    .map((l) => ({
      a: l.a,
      b: l.b,
      kinds: [...l.kinds].sort(),
      doors: [...l.doors].sort((p, q) => p - q),
      edges: l.edges,
    }));
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
