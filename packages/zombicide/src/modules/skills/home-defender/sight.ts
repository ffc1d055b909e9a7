import { SURVIVOR_ACTOR } from "../../../board/passage.ts";
import { castSight } from "../../../board/sight.ts";
import type { BoardTables } from "../../../board/tables.ts";
import { boardOf, tablesOf, zoneIndex } from "../../../game/board-of.ts";
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
  return sightFrom(state, zoneIndex(state, s.zone))[zoneIndex(state, to)] as number;
}

// Legal asks for the Range to every Zone with Zombies: the sight from a Zone is cast once per survivor tables
// (the tables are kept for the same open doors, board hooks and what those read, which is all the cast reads).
const sights = new WeakMap<BoardTables, Map<number, Int8Array>>();

function sightFrom(state: ZombicideState, from: number): Int8Array {
  const tables = tablesOf(state);
  let byZone = sights.get(tables);
  if (!byZone) {
    byZone = new Map();
    sights.set(tables, byZone);
  }
  let sight = byZone.get(from);
  if (!sight) {
    const board = boardOf(state);
    const open = new Set(state.openDoors.map((id) => board.doors.findIndex((d) => d.id === id)));
    const reach = { buildingReach: board.zones.length };
    sight = castSight(board, from, open, reach, boardHooksFor(rulesOf(state).moduleIds), {
      state,
      actor: SURVIVOR_ACTOR,
    });
    byZone.set(from, sight);
  }
  return sight;
}
