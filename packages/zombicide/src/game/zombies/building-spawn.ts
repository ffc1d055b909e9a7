import { rulesOf } from "../../kernel/registry.ts";
import { boardOf, tablesOf } from "../board-of.ts";
import type { ZombicideEvent } from "../events.ts";
import type { ZombicideState, ZoneId } from "../types.ts";
import { BUILDING_SPAWN_RULE } from "./spawn.ts";
import type { ZombieTask } from "./tasks.ts";
import { runZombieWork } from "./work.ts";

/**
 * §5 Spawning in buildings: the first time a building opens, one Zombie card is drawn for each of its Dark
 * Zones (other rooms get nothing). Buildings open at the start, or with survivors inside at the start, never
 * spawn (setup marks them). The book lets the players order the Dark Zones and suggests farthest first: the
 * engine takes them farthest first from `from` (the opener's zone), then by zone order.
 *
 * The Door action calls this after opening the door. Rush cards activate at once; if that needs a players'
 * decision the state comes back with it pending and the work resumes after the answer.
 */
export function spawnBuilding(
  state: ZombicideState,
  building: number,
  events: ZombicideEvent[],
  from?: ZoneId,
): ZombicideState {
  if (state.buildingsOpened.includes(building)) return state;
  const board = boardOf(state);
  const rooms = board.buildings[building] ?? [];
  const darkIds = rooms
    .filter((z) => board.zones[z]?.flags.includes("dark"))
    .map((z) => board.zones[z]?.id as ZoneId);
  // A module may change which rooms draw (every room of the building, save the Vaults...).
  const drawing = new Set(rulesOf(state).hooks.buildingSpawnZones({ state, building }, darkIds));
  const dark = rooms.filter((z) => drawing.has(board.zones[z]?.id as ZoneId));
  const t = tablesOf(state);
  const origin = from === undefined ? undefined : board.zoneIndex[from];
  const far = (z: number) => (origin === undefined ? 0 : (t.steps[origin * t.n + z] as number));
  dark.sort((a, b) => far(b) - far(a) || a - b);
  const idOf = (z: number) => (board.zones[z] as (typeof board.zones)[number]).id;
  const hooks = rulesOf(state).hooks;
  // A module may draw for other rooms too (the classic rules: every room, farthest first as well).
  const zones = hooks.buildingSpawnZones(
    { state, building, rooms: [...rooms].sort((a, b) => far(b) - far(a) || a - b).map(idOf) },
    dark.map(idOf),
  );
  events.push({
    type: "BuildingOpened",
    building,
    darkZones: [...zones],
    spawns: zones.length > 0,
    rule: BUILDING_SPAWN_RULE,
  });
  const tasks: ZombieTask[] = [...zones].map((zone) => ({ kind: "spawn", zone, source: "building" }));
  return runZombieWork(
    {
      ...state,
      buildingsOpened: [...state.buildingsOpened, building],
      zombieWork: [...tasks, ...state.zombieWork],
    },
    events,
  );
}

/** The building a zone belongs to, if any (for the Door action: the rooms on either side of the door). */
export function buildingOf(state: ZombicideState, zone: ZoneId): number | null {
  const board = boardOf(state);
  return board.zones[board.zoneIndex[zone] as number]?.building ?? null;
}
