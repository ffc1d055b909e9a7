import { SURVIVOR_ACTOR } from "../../../board/passage.ts";
import { castSight } from "../../../board/sight.ts";
import { boardOf, zoneIndex } from "../../../game/board-of.ts";
import { boardHooksFor } from "../../../game/modes/board-hooks.ts";
import { hasSkill } from "../../../game/skills/effects.ts";
import type { SurvivorState, ZombicideState, ZoneId } from "../../../game/types.ts";
import { rulesOf } from "../../../kernel/registry.ts";

/**
 * Home defender (§10): the survivor's lines of sight through buildings are not limited to Range 0-1 (a line
 * goes on through any number of building zones, still stopping at walls and closed doors). Returns the Range
 * to `to`, -1 out of sight, or undefined when the survivor does not have the skill.
 */
export function homeDefenderRange(state: ZombicideState, s: SurvivorState, to: ZoneId): number | undefined {
  if (!hasSkill(s, "home-defender", state)) return undefined;
  const board = boardOf(state);
  if (board.zoneIndex[to] === undefined) return undefined;
  const open = new Set(state.openDoors.map((id) => board.doors.findIndex((d) => d.id === id)));
  const reach = { buildingReach: board.zones.length };
  const sight = castSight(
    board,
    zoneIndex(state, s.zone),
    open,
    reach,
    boardHooksFor(rulesOf(state).moduleIds),
    {
      state,
      actor: SURVIVOR_ACTOR,
    },
  );
  return sight[zoneIndex(state, to)] as number;
}
