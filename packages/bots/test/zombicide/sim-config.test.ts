import { fileURLToPath } from "node:url";
import type { MissionFile } from "@horda/content";
import { zombieCatalogFromPacks } from "@horda/zombicide";
import { loadTileLibrary, loadZombicidePacks } from "@horda/zombicide/node";
import { describe, expect, it } from "vitest";
import { playZombicide } from "../../src/zombicide/play.ts";
import { missionBoard, reachabilityWarnings } from "../../src/zombicide/reachability.ts";
import { missionSimContent, simConfig } from "../../src/zombicide/sim-config.ts";
import { zombicideBot } from "../../src/zombicide/survivor-bot.ts";
import { content, coreMission } from "./content.ts";

const root = fileURLToPath(new URL("../../../../content/", import.meta.url));

const cards = (id: string) =>
  Object.keys(simConfig(coreMission(id), content, 2).zombieCatalog?.spawnCards ?? {})
    .map((c) => Number.parseInt(c, 10))
    .sort((a, b) => a - b);

describe("a simulated game's Zombie cards", () => {
  it("are those of the mission's spawn band, as the table and the server deal them", () => {
    // Last Broadcast plays the harder band: #019-#036 and the cards after #036.
    const harder = cards("last-broadcast");
    expect(harder[0]).toBe(19);
    expect(harder).toContain(36);
    expect(harder).toContain(40);
    // First Night plays the easier band: #001-#018 and the cards after #036.
    const easier = cards("first-night");
    expect(easier.filter((n) => n <= 36)).toEqual(Array.from({ length: 18 }, (_, i) => i + 1));
    expect(easier).toContain(40);
    // Cold Storage plays both.
    expect(cards("cold-storage")).toHaveLength(Object.keys(content.zombieCatalog.spawnCards).length);
  });
});

describe("a simulated game of another rule profile's mission", () => {
  const packs = loadZombicidePacks(root);
  const tiles = Object.fromEntries(loadTileLibrary(root));
  const missionOf = (id: string) =>
    Object.values(packs)
      .flatMap((p) => p.missions)
      .find((m) => m.id === id) as MissionFile;

  it("deals the Black Plague mission's boxes: its survivors, equipment and zombies, on its own rules", () => {
    const mission = missionOf("bp-necromancer-hunt");
    const content = missionSimContent(mission, packs, tiles);
    expect(Object.keys(content.zombieCatalog.types).sort()).toEqual(
      packs["black-plague"]?.zombieTypes.map((t) => t.id).sort(),
    );
    const boxSurvivors = packs["black-plague"]?.survivors.map((s) => s.id).sort();
    expect(Object.keys(content.survivorCatalog.survivors).sort()).toEqual(boxSurvivors);
    // No core team in the box: its six survivors, by name.
    const config = simConfig(mission, content, 2);
    expect(config.survivors.map((s) => s.id)).toEqual(boxSurvivors);
    expect(config.survivors).toHaveLength(6);
    const { state, stats } = playZombicide(config, "bp:0", [zombicideBot("survivor")], { maxRounds: 4 });
    expect(state.profile).toBe("black-plague");
    expect(Object.keys(stats.spawned).every((z) => z in content.zombieCatalog.types)).toBe(true);
    expect(stats.spawned.brute).toBeUndefined();
  });

  it("finds every Objective, crate and exit of every shipped mission of every box within reach", () => {
    const missions = Object.values(packs).flatMap((p) => p.missions);
    // Black Plague with Wulfsburg, and Rio's missions on the stand-in tiles (once walled off: Rocinha,
    // Professor Luana, Road Movie, Leave No One Behind).
    for (const id of ["wb-wolf-watch", "m02-rocinha", "m03-professor-luana", "m08-road-movie"])
      expect(missions.map((m) => m.id)).toContain(id);
    for (const m of missions)
      expect(reachabilityWarnings(missionBoard(m, missionSimContent(m, packs, tiles)), m), m.id).toEqual([]);
  });

  it("sets up every shipped mission with its default team: one side of a two-sided ID card per person", () => {
    const missions = Object.values(packs).flatMap((p) => p.missions);
    expect(missions.map((m) => m.id)).toContain("classic-mall-sale");
    for (const mission of missions) {
      const content = missionSimContent(mission, packs, tiles);
      const config = simConfig(mission, content, 2);
      const people = config.survivors.map((s) => content.survivorCatalog.survivors[s.id]?.sideOf ?? s.id);
      expect(new Set(people).size, mission.id).toBe(people.length);
      // The engine agrees: the mission's first game starts.
      const { state } = playZombicide(config, `${mission.id}:0`, [zombicideBot("random")], { maxRounds: 1 });
      expect(state.survivors.length, mission.id).toBeGreaterThan(0);
    }
  });

  it("names a game cut off by the command limit as such, not as one still going after the last round", () => {
    const mission = missionOf("first-night");
    const config = simConfig(mission, missionSimContent(mission, packs, tiles), 2);
    const { stats } = playZombicide(config, "cap:0", [zombicideBot("survivor")], { maxCommands: 5 });
    expect(stats).toMatchObject({ result: "unfinished", commands: 5, cause: "stopped after 5 commands" });
  });

  it("deals a classic mission the classic boxes (no 2E Brutes, the classic Fatties)", () => {
    const mission = missionOf("classic-good-dogs");
    const content = missionSimContent(mission, packs, tiles);
    expect(content.zombieCatalog.types.brute).toBeUndefined();
    expect(content.zombieCatalog.types.fatty).toBeDefined();
    expect(simConfig(mission, content, 1).zombieCatalog?.spawnCards).toEqual(
      zombieCatalogFromPacks(packs, ["classic-s1", "dog-companions"]).spawnCards,
    );
  });
});
