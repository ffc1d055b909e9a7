import { boardOf } from "../../../../game/board-of.ts";
import type { ZombicideState, ZoneId } from "../../../../game/types.ts";
import type { Refusal } from "../../../../kernel/hooks.ts";
import { isHall, mall } from "./doors.ts";

export const CARS_IN_MALL_RULE =
  "Toxic City Mall, The mall and the parking lot (cars may drive inside the mall if they enter through an open double door)";

/**
 * The first step of a Drive that crosses the mall's wall (a marble hall on one side, a street out of the mall on the
 * other) by anything but an open double door, or null. Other steps (no boundary, a building) are the core's business.
 */
function wrongCrossing(state: ZombicideState, from: ZoneId, path: readonly ZoneId[]): ZoneId | null {
  const board = boardOf(state);
  const { double } = mall.read(state);
  let at = board.zoneIndex[from];
  for (const to of path) {
    const next = board.zoneIndex[to];
    if (at === undefined || next === undefined) return null;
    const a = at;
    const meets = board.links.some((l) => (l.a === a && l.b === next) || (l.a === next && l.b === a));
    const streets = board.zones[a]?.kind === "street" && board.zones[next]?.kind === "street";
    if (meets && streets && isHall(board, a) !== isHall(board, next)) {
      const through = board.doors.some(
        (d) =>
          d.zones.includes(a) &&
          d.zones.includes(next) &&
          double.includes(d.id) &&
          state.openDoors.includes(d.id),
      );
      if (!through) return to;
    }
    at = next;
  }
  return null;
}

/** The Drives the mall allows: none crosses its wall but through an open double door. */
export function drivesThroughDoubleDoors(
  state: ZombicideState,
  from: ZoneId,
  paths: readonly (readonly ZoneId[])[],
): readonly (readonly ZoneId[])[] {
  return paths.filter((p) => wrongCrossing(state, from, p) === null);
}

/** Why this Drive may not go into or out of the mall there, or null. */
export function driveRefusedInMall(
  state: ZombicideState,
  from: ZoneId,
  path: readonly ZoneId[],
): Refusal | null {
  const to = wrongCrossing(state, from, path);
  if (to === null) return null;
  return {
    code: "car_not_through_double_door",
    why: `a car enters or leaves the mall only through an open double door, and there is none open into ${to}`,
    rule: CARS_IN_MALL_RULE,
  };
}
