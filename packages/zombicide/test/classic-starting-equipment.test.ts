import { fileURLToPath } from "node:url";
import type { MissionFile, PackSet } from "@horda/content";
import { startSession } from "@horda/table";
import {
  survivorCatalogFromPacks,
  type ZombicideConfig,
  type ZombicideState,
  zombicide,
  zombieCatalogFromPacks,
} from "@horda/zombicide";
import { loadContentPacks, loadTileLibrary } from "@horda/zombicide/node";
import { describe, expect, it } from "vitest";
import { classicStartingCards, sevenPlusZones } from "../src/modules/classic/seven-plus/index.ts";
import { equipmentCards } from "./support/card-places.ts";

// The classic Starting Equipment (classic §1: one card per survivor) and Toxic City Mall's 7+ survivors
// (module `classic-starting-equipment`), on content/classic-s1 + toxic-city-mall.
const root = fileURLToPath(new URL("../../../", import.meta.url));
const packs: PackSet = Object.assign(
  {},
  ...["classic-s1", "toxic-city-mall"].map((id) => loadContentPacks(`${root}content`, id)),
);
const mission = packs["classic-s1"]?.missions.find((m) => m.id === "classic-first-steps") as MissionFile;
const tiles = Object.fromEntries(loadTileLibrary(`${root}content`));
const CAST = ["wanda", "doug", "josh", "amy", "ned", "phil", "derek", "elsa", "neema", "raoul"];

function start(n: number): ZombicideState {
  const config = {
    map: mission.map,
    mission,
    tiles,
    seats: ["p1"],
    survivors: CAST.slice(0, n).map((id) => ({ id, seat: "p1" })),
    survivorCatalog: survivorCatalogFromPacks(packs, ["classic-s1", "toxic-city-mall"]),
    zombieCatalog: zombieCatalogFromPacks(packs, ["classic-s1", "toxic-city-mall"]),
    startingDeal: true,
  } as ZombicideConfig;
  const s = startSession(zombicide, config, "starting");
  if (!s.ok) throw new Error(s.error.message);
  return s.value.state;
}

const held = (state: ZombicideState) =>
  state.survivors.map((s) =>
    [...s.hands, ...s.backpack].filter((u) => u !== null).map((u) => u.split("#")[0]),
  );

describe("classic Starting Equipment and 7+ survivors", () => {
  it("deals Fire Axe, Crowbar, Pistol and a Pan per survivor past the third: one card each", () => {
    expect(classicStartingCards(["fire-axe", "crowbar", "pistol", "pan", "pan", "pan"], 2)).toEqual([
      "fire-axe",
      "crowbar",
      "pistol",
    ]);
    const state = start(5);
    const cards = held(state);
    expect(cards.every((c) => c.length === 1)).toBe(true);
    expect(cards.flat().sort()).toEqual(["crowbar", "fire-axe", "pan", "pan", "pistol"]);
    expect(state.survivors.map((s) => s.id)).not.toContain("phil");
    // The Pans left out stay out of play (Starting cards on the discard pile, never reshuffled).
    expect(state.equipmentDeck.discard.filter((u) => u.startsWith("pan#")).length).toBeGreaterThan(0);
  });

  it("past the sixth: a Pan for the 7th and 9th, a weapon from the Equipment deck for the 8th and 10th", () => {
    expect(classicStartingCards(["fire-axe", "crowbar", "pistol", "pan"], 10)).toEqual([
      "fire-axe",
      "crowbar",
      "pistol",
      "pan",
      "pan",
      "pan",
      "pan",
      "fire-axe",
      "pan",
      "pistol",
    ]);
    const first = start(8);
    const cards = held(first);
    // Phil "Starts with a Pistol": his comes on top of the deal (classic §1).
    const phil = first.survivors.findIndex((s) => s.id === "phil");
    expect(cards.filter((_, i) => i !== phil).every((c) => c.length === 1)).toBe(true);
    expect(cards[phil]?.length).toBe(2);
    expect(cards.flat().sort()).toEqual([
      "crowbar",
      "fire-axe",
      "fire-axe",
      "pan",
      "pan",
      "pan",
      "pan",
      "pistol",
      "pistol",
    ]);
    // The second Fire Axe came out of the Equipment deck: no card was made or lost.
    const fresh = start(6);
    expect(equipmentCards(first).length).toBe(equipmentCards(fresh).length);
  });

  it("adds a Spawn draw per 2 survivors past the sixth, stacked on the first Spawn Zones", () => {
    const state = start(8);
    expect(sevenPlusZones(state, ["Z1", "Z2", "Z3"])).toEqual(["Z1", "Z1", "Z2", "Z3"]);
    expect(sevenPlusZones(start(10), ["Z1", "Z2"])).toEqual(["Z1", "Z1", "Z2", "Z2"]);
    expect(sevenPlusZones(start(6), ["Z1", "Z2"])).toEqual(["Z1", "Z2"]);
  });
});
