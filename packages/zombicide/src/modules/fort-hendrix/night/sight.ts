import type { BoardHookSet } from "../../../board/passage.ts";
import { boardOf, tablesOf } from "../../../game/board-of.ts";
import type { SurvivorState, ZombicideState, ZoneId } from "../../../game/types.ts";
import { litZones } from "../shared/beams.ts";
import { isNight, UNLIT_SIGHT_ACTOR } from "../shared/clock.ts";
import { ignoresNight } from "./night-vision.ts";

export const NIGHT_SIGHT_RULE =
  "Fort Hendrix, Night Rules (Zombies see Range 0, Survivors Range 0-1; lit Zones are seen normally)";

/** The actor kind whose tables a Night vision survivor reads: no night limit. */
export const NIGHT_VISION_ACTOR = UNLIT_SIGHT_ACTOR;

/**
 * The night's board hooks: at night a survivor's line of sight reaches Range 0-1, a Zombie's Range 0, except
 * into a Zone a Light Beam lights (seen normally, from any range a line reaches). The tables are keyed by day or
 * night and the lit Zones, and by three actor classes: survivors, Night vision survivors, zombies.
 */
export const nightBoardHooks: BoardHookSet<ZombicideState> = {
  id: "night",
  key: (state) => (isNight(state) ? `n${litZones(state).join(".")}` : "d"),
  actorClass: (actor) => (actor === "survivor" ? "s" : actor === NIGHT_VISION_ACTOR ? "v" : "z"),
  sight: ({ state, to, range, actor }) => {
    if (state === undefined || actor === NIGHT_VISION_ACTOR || !isNight(state)) return undefined;
    const limit = actor === "survivor" ? 1 : 0;
    if (range <= limit) return undefined;
    return litZones(state).includes(to) ? undefined : false;
  },
};

/** A Night vision survivor's Range to a zone at night (the night's limits do not apply to it); undefined otherwise. */
export function nightVisionRange(state: ZombicideState, s: SurvivorState, to: ZoneId): number | undefined {
  if (!isNight(state) || !ignoresNight(state, s)) return undefined;
  const board = boardOf(state);
  const a = board.zoneIndex[s.zone];
  const b = board.zoneIndex[to];
  if (a === undefined || b === undefined) return undefined;
  const t = tablesOf(state, NIGHT_VISION_ACTOR);
  return t.sight[a * t.n + b] as number;
}
