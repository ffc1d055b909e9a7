/** Narrow Zones and their Spots: board vocabulary the Narrow Zones and Zombie Pull modules share (Rio Z Janeiro). */
import type { Zone } from "../../board/types.ts";
import { boardOf } from "../../game/board-of.ts";
import { inPlay } from "../../game/survivors.ts";
import type { ZombicideState, ZoneId } from "../../game/types.ts";

export const NARROW_RULE =
  "rio §Narrow Zones (one Actor per Spot; no entry when every Spot is taken; no Search; no cars; blocked for Abominations)";

/** Is this a Narrow Zone (the tile's `narrow` flag)? */
export const isNarrow = (zone: Zone | undefined): boolean => zone?.flags.includes("narrow") === true;

/** The Spots of a Narrow Zone: the tile's printed `narrow` spots in it, 1 when the tile marks none. */
export function spotsOf(zone: Zone): number {
  return Math.max(1, zone.spots?.narrow ?? 0);
}

/** Actors standing in a zone: survivors in play (Companions too) and zombies. */
export function actorsIn(state: ZombicideState, zone: ZoneId): number {
  let n = 0;
  for (const s of state.survivors) if (inPlay(s) && s.zone === zone) n++;
  for (const z of state.zombies) if (z.zone === zone) n++;
  return n;
}

/** Free Spots of `zone`: Infinity for a zone that is not narrow. */
export function freeSpots(state: ZombicideState, zone: ZoneId): number {
  const board = boardOf(state);
  const z = board.zones[board.zoneIndex[zone] ?? -1];
  if (!z || !isNarrow(z)) return Number.POSITIVE_INFINITY;
  return Math.max(0, spotsOf(z) - actorsIn(state, zone));
}
