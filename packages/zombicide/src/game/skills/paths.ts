import { boardOf, tablesOf, zoneIdOf, zoneIndex } from "../board-of.ts";
import { zombiesIn } from "../survivors.ts";
import type { ZombicideState, ZoneId } from "../types.ts";

/** Zones one Move away (through openings and open doors). */
export function neighboursOf(state: ZombicideState, zone: ZoneId): ZoneId[] {
  return (tablesOf(state).neighbours[zoneIndex(state, zone)] ?? []).map((z) => zoneIdOf(state, z));
}

/** Range between two zones in sight, -1 out of sight (board sight table). */
export function sightRange(state: ZombicideState, from: ZoneId, to: ZoneId): number {
  const t = tablesOf(state);
  return t.sight[zoneIndex(state, from) * t.n + zoneIndex(state, to)] as number;
}

/**
 * Why a walk of Moves from `from` through `path` is not allowed, or null: each Zone one Move from the last,
 * no Zone twice, and (unless `throughZombies`) no Zombies in a Zone before the last (entering them ends a Move).
 */
export function walkRefusal(
  state: ZombicideState,
  from: ZoneId,
  path: readonly ZoneId[],
  throughZombies: boolean,
): string | null {
  const seen = [from];
  for (const z of path) {
    if (boardOf(state).zoneIndex[z] === undefined) return `there is no zone ${z}`;
    const last = seen[seen.length - 1] as ZoneId;
    if (!neighboursOf(state, last).includes(z)) return `${z} is not one Move from ${last}`;
    if (seen.includes(z)) return `the move goes back to ${z}`;
    seen.push(z);
  }
  if (!throughZombies) {
    const stop = path.slice(0, -1).find((z) => zombiesIn(state, z) > 0);
    if (stop) return `entering ${stop}, which holds Zombies, ends the move there`;
  }
  return null;
}

/** Every walk of 0..max Zones from a zone (no Zone twice), the empty walk first. */
export function walksFrom(state: ZombicideState, from: ZoneId, max: number): ZoneId[][] {
  const out: ZoneId[][] = [[]];
  const grow = (path: ZoneId[]) => {
    if (path.length >= max) return;
    for (const z of neighboursOf(state, path[path.length - 1] ?? from)) {
      if (z === from || path.includes(z)) continue;
      const next = [...path, z];
      out.push(next);
      grow(next);
    }
  };
  grow([]);
  return out;
}
