import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { parseMapText } from "@horda/content";
import {
  boardOf,
  compileMap,
  survivorCatalogFromPacks,
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
// survivors on the 9-tile core map, every door open, splits and Wounds on their "auto" answers. The night run
// plays Fort Hendrix's night and light-beams modules at 10pm with two Light Beams (the lit zones' extra
// Activations included): the sight tables per actor class and lit zones must stay cached.
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
const packs = loadContentPacks(`${root}content`);
const catalog = zombieCatalogFromPacks(packs);
const survivorCatalog = survivorCatalogFromPacks(packs);
// The box holds 72 zombies; the benchmark lifts the miniature limits to place hundreds.
const bigPools = Object.fromEntries(Object.keys(catalog.pools).map((t) => [t, 1000]));
const streets = board.zones.filter((z) => z.kind === "street").map((z) => z.id);
const rooms = board.zones.filter((z) => z.kind === "building").map((z) => z.id);

function stateWith(n: number, night = false): ZombicideState {
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
      ...(night && i < 2 ? { hands: ["flashlight", null] } : {}),
    })),
    zombies,
    openDoors: board.doors.map((d) => d.id),
    zombieCatalog: { ...catalog, pools: bigPools },
    autoZombieChoices: true,
    ...(night
      ? { modules: ["core", "night", "light-beams"], modeOptions: { startingHour: 22 }, survivorCatalog }
      : {}),
  };
  const r = zombicide.setup(config, "bench");
  if (!r.ok) throw new Error(r.error.message);
  boardOf(r.value);
  return night ? withBeams(r.value) : r.value;
}

// Fort Hendrix at night: two Light Beams, each from a survivor's room toward a zone next to it.
function withBeams(state: ZombicideState): ZombicideState {
  const beams = state.survivors.slice(0, 2).map((s) => {
    const z = board.zoneIndex[s.zone] as number;
    const link = board.links.find((l) => l.a === z || l.b === z);
    const other = link ? (link.a === z ? link.b : link.a) : z;
    const card = s.hands[0];
    if (!card) throw new Error("no flashlight");
    return { survivor: s.id, card, toward: (board.zones[other] as { id: string }).id };
  });
  return { ...state, slices: { ...(state.slices ?? {}), "light-beams": { beams } } };
}

const runs: { n: number; night: boolean }[] = [
  { n: 50, night: false },
  { n: 200, night: false },
  { n: 500, night: false },
  { n: 500, night: true },
];
for (const { n, night } of runs) {
  const state = stateWith(n, night);
  let moved = 0;
  let drawn = 0;
  const ms = medianMs(
    () => {
      const events: ZombicideEvent[] = [];
      const after = startZombiePhase(state, events);
      if (after.turn.round !== 2) throw new Error("the zombie phase did not finish");
      moved = events.filter((e) => e.type === "ZombiesMoved").length;
      for (const e of events) if (e.type === "LightBeamsSeen") drawn = e.zombies.length;
    },
    200,
    50,
  );
  if (moved === 0) throw new Error("no zombie moved");
  if (night && drawn === 0) throw new Error("no zombie saw a Light Beam");
  report(`engine.zombie_phase_${n}${night ? "_night" : ""}_ms`, ms, "ms");
}
