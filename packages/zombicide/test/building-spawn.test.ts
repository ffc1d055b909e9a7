import { fileURLToPath } from "node:url";
import { parseTileText } from "@horda/content";
import {
  spawnBuilding,
  type ZombicideConfig,
  type ZombicideEvent,
  type ZombicideState,
  zombicide,
  zombieCatalogFromPacks,
} from "@horda/zombicide";
import { loadContentPacks } from "@horda/zombicide/node";
import { describe, expect, it } from "vitest";

// §5 Spawning in buildings, through the hook the Door action calls (spawnBuilding). Board: street a above
// a building of two rooms, B and the dark room C, joined by an opening; a door links a and B.
const tile = parseTileText(
  [
    "tile: t",
    "size: 4x2",
    "grid:",
    "  aaaa",
    "  BBCC",
    "zones:",
    "  C: dark",
    "edges:",
    "  B|C open",
    "  1,1 N door",
  ].join("\n"),
  "t",
);
if (!tile.ok) throw new Error(JSON.stringify(tile.error));
const catalog = zombieCatalogFromPacks(
  loadContentPacks(fileURLToPath(new URL("../../../content", import.meta.url))),
);
const base: ZombicideConfig = {
  map: {
    schema: "horda.map/1",
    id: "t",
    name: { en: "t" },
    game: "zombicide",
    tiles: [{ tile: "test/t", x: 0, y: 0 }],
  },
  tiles: { "test/t": tile.value },
  seats: ["p1"],
  survivors: [{ id: "wanda", seat: "p1", zone: "0,0" }],
  zombieCatalog: catalog,
};

function start(config: Partial<ZombicideConfig> = {}): ZombicideState {
  const r = zombicide.setup({ ...base, ...config }, "seed");
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

function openFirstDoor(state: ZombicideState): { state: ZombicideState; events: ZombicideEvent[] } {
  const events: ZombicideEvent[] = [];
  const opened = { ...state, openDoors: [...state.openDoors, "D1"] };
  return { state: spawnBuilding(opened, 0, events, "Z1"), events };
}

describe("building spawn on first opening (§5)", () => {
  it("draws one card per Dark Zone only, and a Rush card activates its Walkers at once", () => {
    const { state, events } = openFirstDoor(start({ decks: { zombies: ["#005"] } }));
    expect(events.map((e) => e.type)).toEqual([
      "BuildingOpened",
      "ZombieCardDrawn",
      "ZombiesSpawned",
      "ZombiesActivated",
      "ZombiesHunt",
      "ZombiesMoved",
    ]);
    expect(events[0]).toMatchObject({ darkZones: ["Z3"], spawns: true });
    expect(events[1]).toMatchObject({ card: "005", zone: "Z3", kind: "rush", amount: 1 });
    expect(events[3]).toMatchObject({ reason: "rush" });
    // The Walker placed in the dark room C heads for Wanda (noise 1) at once: C → B.
    expect(events[5]).toMatchObject({ from: "Z3", to: "Z2" });
    expect(state.zombies.map((z) => z.zone)).toEqual(["Z2"]);
    expect(state.turn.phase).toBe("players");
    expect(state.zombieWork).toEqual([]);
  });

  it("spawns only the first time the building opens", () => {
    const once = openFirstDoor(start({ decks: { zombies: ["#001", "#002"] } })).state;
    const events: ZombicideEvent[] = [];
    const twice = spawnBuilding(once, 0, events, "Z1");
    expect(events).toEqual([]);
    expect(twice.zombies).toHaveLength(1);
  });

  it("never spawns in a building open at the start, or with survivors inside at the start", () => {
    const openAtStart = openFirstDoor(start({ openDoors: ["D1"] }));
    expect(openAtStart.events).toEqual([]);
    const occupied = openFirstDoor(
      start({ survivors: [...base.survivors, { id: "amy", seat: "p1", zone: "2,1" }] }),
    );
    expect(occupied.events).toEqual([]);
    expect(occupied.state.zombies).toEqual([]);
  });

  it("an Extra Activation card places nothing in the Dark Zone; at Blue it does nothing at all", () => {
    const { state, events } = openFirstDoor(start({ decks: { zombies: ["#037"] } }));
    expect(events.map((e) => e.type)).toEqual([
      "BuildingOpened",
      "ZombieCardDrawn",
      "ExtraActivationIgnored",
    ]);
    expect(state.zombies).toEqual([]);
  });
});
