import { fileURLToPath } from "node:url";
import { loadPacks, type MissionFile, type PackSet } from "@horda/content";
import { readPackWithBases } from "@horda/content/node";
import { startSession } from "@horda/table";
import {
  backpackReading,
  compileMap,
  implementedNames,
  refusal,
  survivorCatalogFromPacks,
  type ZombicideConfig,
  type ZombicideState,
  zombicide,
  zombieCatalogFromPacks,
} from "@horda/zombicide";
import { loadTileLibrary } from "@horda/zombicide/node";
import { describe, expect, it } from "vitest";
import { playRandomGame } from "./support/mission-games.ts";

// Horda's classic missions (content/classic-s1, dog-companions, toxic-city-mall): their maps compile on the
// stand-in tiles, and every zone is reachable from the survivors' start through doors, openings and streets.
const root = fileURLToPath(new URL("../../../", import.meta.url));
const library = loadTileLibrary(`${root}content`);

function missionsOf(pack: string): MissionFile[] {
  // No engine catalogue: the packs wait for the classic profile, and the maps are what is checked here.
  const loaded = loadPacks(readPackWithBases(`${root}content/${pack}`, `${root}content`));
  if (!loaded.ok) throw new Error(loaded.error.map((e) => `${e.file}: ${e.message}`).join("\n"));
  return [...(loaded.value[pack]?.missions ?? [])];
}

const missions = ["classic-s1", "dog-companions", "toxic-city-mall"].flatMap(missionsOf);

describe("Horda's classic missions", () => {
  it("are three, all on the classic profile", () => {
    expect(missions.map((m) => [m.id, m.ruleProfile])).toEqual([
      ["classic-first-steps", "classic"],
      ["classic-good-dogs", "classic"],
      ["classic-mall-sale", "classic"],
    ]);
  });

  for (const mission of missions)
    it(`${mission.id}: the map compiles and every zone can be reached from the start`, () => {
      const board = compileMap(mission.map, library);
      if (!board.ok) throw new Error(JSON.stringify(board.error));
      const b = board.value;
      const start = b.tokens.find((t) => t.kind === "start");
      expect(start).toBeDefined();
      const seen = new Set<number>([start?.zone ?? -1]);
      const queue = [...seen];
      while (queue.length > 0) {
        const z = queue.pop() as number;
        for (const link of b.links) {
          if (link.a !== z && link.b !== z) continue;
          if (!link.kinds.some((k) => k !== "wall")) continue;
          const other = link.a === z ? link.b : link.a;
          if (!seen.has(other)) {
            seen.add(other);
            queue.push(other);
          }
        }
      }
      const cut = b.zones.filter((z) => !seen.has(z.index)).map((z) => z.label);
      expect(cut).toEqual([]);
    });
});

/** A classic mission loaded as the web app loads it: entries naming what the modules lack are refused. */
function loadBox(packId: string): PackSet {
  const loaded = loadPacks(readPackWithBases(`${root}content/${packId}`, `${root}content`), {
    rules: implementedNames,
  });
  if (!loaded.ok) throw new Error(loaded.error.map((e) => `${e.file}: ${e.message}`).join("\n"));
  return loaded.value;
}

function onEngine(packId: string, missionId: string) {
  const own = loadBox(packId);
  const mission0 = own[packId]?.missions.find((m) => m.id === missionId);
  // Every box the mission plays with, each loaded with its bases (the web loads them all).
  const packs: PackSet = Object.assign({}, own, ...(mission0?.decks.boxes ?? []).map(loadBox));
  const mission = packs[packId]?.missions.find((m) => m.id === missionId) as MissionFile;
  if (!mission) throw new Error(`mission ${missionId} was refused`);
  const offered = (packs[packId]?.survivors ?? [])
    .filter((s) => s.kind !== "zombivor")
    .map((s) => s.id)
    .slice(0, 6);
  const config = (): ZombicideConfig => ({
    map: mission.map,
    mission,
    tiles: Object.fromEntries(
      mission.map.tiles.map((t) => [t.tile, library.get(t.tile)]),
    ) as ZombicideConfig["tiles"],
    seats: ["p1"],
    modules: mission.modules,
    survivors: offered.map((id) => ({ id, seat: "p1" })),
    survivorCatalog: survivorCatalogFromPacks(packs, mission.decks.boxes),
    zombieCatalog: zombieCatalogFromPacks(packs, mission.decks.boxes),
    startingDeal: true,
  });
  return { mission, offered, config, packs };
}

for (const [packId, missionId] of [
  ["classic-s1", "classic-first-steps"],
  ["toxic-city-mall", "classic-mall-sale"],
] as const)
  describe(`${missionId} on the engine's classic profile`, () => {
    const { mission, offered, config } = onEngine(packId, missionId);

    it("names only modules the profile has, offers the survivors whose skills it plays, and sets up", () => {
      expect(refusal(mission.ruleProfile, mission.modules)).toBeNull();
      expect(offered.length).toBeGreaterThan(0);
      const started = startSession(zombicide, config(), missionId);
      expect(started.ok, started.ok ? "" : started.error.message).toBe(true);
    });

    it("random legal commands go through", () => {
      expect(playRandomGame(config(), `${missionId}-random`, 3).commands).toBeGreaterThan(10);
    });
  });

describe("Zombivor sides (Toxic City Mall): the other side of an ID card, never a second survivor", () => {
  const { config } = onEngine("toxic-city-mall", "classic-mall-sale");
  it("a game with both sides of Derek's card is refused at setup", () => {
    const both = {
      ...config(),
      survivors: [
        { id: "derek", seat: "p1" },
        { id: "derek-zombivor", seat: "p1" },
      ],
    };
    const started = startSession(zombicide, both, "both-sides");
    expect(started.ok).toBe(false);
    if (!started.ok) {
      expect(started.error.code).toBe("bad_setup");
      expect(started.error.message).toContain('two sides of the same ID card "derek"');
    }
  });
  it("the table reads a wounded survivor's Backpack: its Wounded cards fill reserve slots (3, 2 + 1, Zombivor 0 + 3)", () => {
    const one = {
      ...config(),
      survivors: [
        { id: "derek", seat: "p1" },
        { id: "elsa-zombivor", seat: "p1" },
      ],
    };
    const started = startSession(zombicide, one, "reading");
    if (!started.ok) throw new Error(started.error.message);
    const state = started.value.state;
    const [derek, elsa] = state.survivors as [
      ZombicideState["survivors"][number],
      ZombicideState["survivors"][number],
    ];
    expect(backpackReading(derek, state)).toEqual({ slots: 3, taken: 0 });
    expect(backpackReading({ ...derek, wounds: 1 }, state)).toEqual({ slots: 2, taken: 1 });
    // Past the reserve, the Zombivor's fourth Wounded card takes no Hand (engine reading: both Hands kept).
    expect(backpackReading({ ...elsa, wounds: 4 }, state)).toEqual({ slots: 0, taken: 3 });
  });
  it("one side alone sets up (a mission may start a survivor as its Zombivor side)", () => {
    const one = {
      ...config(),
      survivors: [
        { id: "derek-zombivor", seat: "p1" },
        { id: "elsa", seat: "p1" },
      ],
    };
    expect(startSession(zombicide, one, "one-side").ok).toBe(true);
  });
});

describe("mixing boxes (seed 001: the expansions' cards join the core piles unless the mission says otherwise)", () => {
  const { packs: all } = onEngine("toxic-city-mall", "classic-mall-sale");

  it("the Season 1 box alone: 42 Zombie cards, no Toxic or VIP zombie, Pa's Gun nowhere, no Pimpweapons of VIP #2", () => {
    const z = zombieCatalogFromPacks(all, ["classic-s1"]);
    expect(Object.keys(z.spawnCards)).toHaveLength(42);
    expect(z.types["toxic-walker"]).toBeUndefined();
    const s = survivorCatalogFromPacks(all, ["classic-s1"]);
    expect(s.decks.pimpweapons).toEqual(["evil-twins", "mas-shotgun"]);
  });

  it("with Toxic City Mall and VIP #2 switched on: 42 + 12 + 12 Zombie cards, their Equipment in the core pile, Pa's Gun kept aside", () => {
    const boxes = ["classic-s1", "toxic-city-mall", "vip-2"];
    const z = zombieCatalogFromPacks(all, boxes);
    expect(Object.keys(z.spawnCards)).toHaveLength(66);
    expect(z.pools["toxic-walker"]).toBe(16);
    expect(z.pools["vip-walker"]).toBe(20);
    const s = survivorCatalogFromPacks(all, boxes);
    expect(s.decks.equipment).toContain("magnum-44");
    expect(s.decks.equipment).toContain("gas-mask");
    expect([...s.decks.equipment, ...s.decks.starting, ...(s.decks.pimpweapons ?? [])]).not.toContain(
      "pas-gun",
    );
    // The upgrades and the Flamethrower play (modules weapon-upgrades, flamethrower); the Desert Eagle too.
    for (const card of ["hollow-point-rounds", "laser-pointer", "spare-change", "flamethrower"])
      expect(s.decks.equipment).toContain(card);
    expect(s.decks.pimpweapons).toEqual(["evil-twins", "mas-shotgun", "desert-eagle", "spas-12", "thompson"]);
  });

  it("a mission naming only some boxes plays only their cards (the mission says otherwise)", () => {
    const z = zombieCatalogFromPacks(all, ["classic-s1", "vip-2"]);
    expect(Object.keys(z.spawnCards)).toHaveLength(54);
    expect(z.types["toxic-walker"]).toBeUndefined();
  });
});
