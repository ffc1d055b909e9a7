import { boardOf } from "../../../game/board-of.ts";
import type { ZoneId } from "../../../game/types.ts";
import { isTask } from "../../../game/zombies/tasks.ts";
import type { RuleModule } from "../../../kernel/module.ts";
import { EVENTS, WORDS } from "./events.ts";

export const DOUBLE_SPAWN_RULE =
  "black-plague §8.2 Double Spawn (nothing here; the next Spawn Zone or room draws two cards; after the last one, the first)";
export const ROOMS_RULE =
  "black-plague §8.3 Spawning in buildings (a card for every room of a building opened for the first time; Vaults never spawn)";

/**
 * Black Plague's spawn rules: a Double Spawn card gives the next Spawn Zone (or room) of the same step a second
 * card (with none left after it, the first active Spawn Zone; a room of a building wraps to this room: the book
 * says the first room, which the step no longer knows, unverified), and a building opened for the first time
 * spawns in every room but its Vaults.
 */
export const blackPlagueSpawns: RuleModule = {
  id: "black-plague-spawns",
  rule: DOUBLE_SPAWN_RULE,
  events: EVENTS,
  words: WORDS,
  hooks: {
    zombieCardPlayed: ({ state, zone, card, source, events }) => {
      if (state.zombieCatalog.spawnCards[card]?.kind !== "double-spawn") return undefined;
      const at = state.zombieWork.findIndex((t) => isTask(t, "spawn") && t.source === source);
      let to: ZoneId = zone;
      let work = state.zombieWork;
      if (at >= 0) {
        const next = work[at] as { readonly zone: ZoneId };
        to = next.zone;
        work = [...work.slice(0, at + 1), { kind: "spawn", zone: to, source }, ...work.slice(at + 1)];
      } else {
        if (source === "spawn-zone") {
          const round = state.turn.round;
          const first = state.spawns.find((s) => s.activeFrom !== null && s.activeFrom <= round);
          if (first) to = first.zone;
        }
        work = [{ kind: "spawn", zone: to, source }, { kind: "spawn", zone: to, source }, ...work];
      }
      events.push({ type: "DoubleSpawnDrawn", card, zone, next: to, rule: DOUBLE_SPAWN_RULE });
      return { ...state, zombieWork: work };
    },
    buildingSpawnZones: ({ state, building }) => {
      const board = boardOf(state);
      return (board.buildings[building] ?? [])
        .map((z) => board.zones[z])
        .filter((z) => z !== undefined && !z.flags.includes("vault"))
        .map((z) => (z as { readonly id: ZoneId }).id);
    },
  },
};
