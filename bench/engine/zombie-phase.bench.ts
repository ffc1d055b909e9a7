import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { parseMapText } from "@horda/content";
import {
  boardOf,
  compileMap,
  type ZombicideConfig,
  type ZombicideEvent,
  type ZombicideState,
  zombicide,
  zombieCatalogFromPacks,
} from "@horda/zombicide";
import { loadContentPacks } from "@horda/zombicide/node";
import { startZombiePhase } from "../../packages/zombicide/src/game/zombies/phase.ts";
import { loadCoreTiles } from "../../packages/zombicide/test/support/core-tiles.ts";
import { medianMs, report } from "../median.ts";

// One Zombie Phase (activation with Runners' second action, Spawn Step, End Phase) with N zombies and 6
// survivors on the 9-tile core map, every door open, splits and Wounds on their "auto" answers.
const root = fileURLToPath(new URL("../../", import.meta.url));
const map = parseMapText(
  readFileSync(`${root}packages/zombicide/scenarios/maps/core-3x3.map.json`, "utf8"),
  "core-3x3",
);
if (!map.ok) throw new Error("map");
const tiles = loadCoreTiles();
const compiled = compileMap(map.value, tiles);
if (!compiled.ok) throw new Error("compile");
const board = compiled.value;
const catalog = zombieCatalogFromPacks(loadContentPacks(`${root}content`));
// The box holds 72 zombies; the benchmark lifts the miniature limits to place hundreds.
const bigPools = Object.fromEntries(Object.keys(catalog.pools).map((t) => [t, 1000]));
const streets = board.zones.filter((z) => z.kind === "street").map((z) => z.id);
const rooms = board.zones.filter((z) => z.kind === "building").map((z) => z.id);

function stateWith(n: number): ZombicideState {
  const types = ["walker", "walker", "walker", "runner", "brute"];
  const zombies: { type: string; zone: string }[] = [];
  for (let i = 0; i < n; i++)
    zombies.push({
      type: types[i % types.length] as string,
      zone: streets[(i * 7) % streets.length] as string,
    });
  const config: ZombicideConfig = {
    map: map.ok ? map.value : null,
    tiles: Object.fromEntries(tiles),
    seats: ["p1", "p2", "p3"],
    survivors: [0, 1, 2, 3, 4, 5].map((i) => ({
      id: `s${i}`,
      seat: `p${(i % 3) + 1}`,
      zone: rooms[(i * 11) % rooms.length] as string,
      health: 99,
    })),
    zombies,
    openDoors: board.doors.map((d) => d.id),
    zombieCatalog: { ...catalog, pools: bigPools },
    autoZombieChoices: true,
  };
  const r = zombicide.setup(config, "bench");
  if (!r.ok) throw new Error(r.error.message);
  boardOf(r.value);
  return r.value;
}

for (const n of [50, 200, 500]) {
  const state = stateWith(n);
  let moved = 0;
  const ms = medianMs(
    () => {
      const events: ZombicideEvent[] = [];
      const after = startZombiePhase(state, events);
      if (after.turn.round !== 2) throw new Error("the zombie phase did not finish");
      moved = events.filter((e) => e.type === "ZombiesMoved").length;
    },
    200,
    50,
  );
  if (moved === 0) throw new Error("no zombie moved");
  report(`engine.zombie_phase_${n}_ms`, ms, "ms");
}
