import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { parseMapText } from "@horda/content";
import {
  cardOf,
  survivorCatalogFromPacks,
  type ZombicideConfig,
  zombicide,
  zombieCatalogFromPacks,
} from "@horda/zombicide";
import { loadContentPacks } from "@horda/zombicide/node";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { loadCoreTiles } from "./support/core-tiles.ts";

// §1 Setup steps 5-8: decks shuffled from the seed, the 6 grey cards dealt as evenly as possible, the Fire
// Axe holder's player first. The deal is random, so it is checked as a property over seeds and table sizes.
const map = parseMapText(
  readFileSync(fileURLToPath(new URL("../scenarios/maps/core-3x3.map.json", import.meta.url)), "utf8"),
  "core-3x3.map.json",
);
if (!map.ok) throw new Error("map");
const packs = loadContentPacks(fileURLToPath(new URL("../../../content", import.meta.url)));
const ids = ["josh", "lili", "doug", "tiger-sam", "elle", "odin"];

function config(survivors: number, seats: number): ZombicideConfig {
  const seatNames = ["p1", "p2", "p3", "p4", "p5", "p6"].slice(0, seats);
  return {
    map: map.ok ? map.value : null,
    tiles: Object.fromEntries(loadCoreTiles()),
    seats: seatNames,
    survivors: ids.slice(0, survivors).map((id, i) => ({ id, seat: seatNames[i % seats] as string })),
    zombieCatalog: zombieCatalogFromPacks(packs),
    survivorCatalog: survivorCatalogFromPacks(packs),
    startingDeal: true,
  };
}

describe("starting deal (§1 Setup)", () => {
  it("deals the 6 grey cards as evenly as possible and gives the first turn to the Fire Axe holder's player", () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 1, max: 6 }),
        (seed, n, seats) => {
          const setup = zombicide.setup(config(n, Math.min(seats, n)), seed);
          expect(setup.ok).toBe(true);
          if (!setup.ok) return;
          const state = setup.value;
          const held = state.survivors.map((s) =>
            [...s.hands, ...s.backpack].filter((c): c is string => c !== null),
          );
          // Cards a lone survivor cannot carry are discarded.
          const all = [...held.flat(), ...state.equipmentDeck.discard].map(cardOf).sort();
          expect(all).toEqual(["baseball-bat", "crowbar", "fire-axe", "pistol", "pistol", "pistol"]);
          const counts = held.map((h) => h.length);
          expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1);
          const axe = state.survivors.find((s) =>
            [...s.hands, ...s.backpack].some((c) => c && cardOf(c) === "fire-axe"),
          );
          if (axe) expect(state.turn.order[0]).toBe(axe.seat);
          else expect(n).toBe(1);
          expect(state.equipmentDeck.draw.length).toBe(45);
          expect(state.epicDeck.draw.length).toBe(11);
        },
      ),
      { numRuns: 80 },
    );
  });

  it("ID cards give Kids Health 2 and the Blue skill; the deck order depends only on the seed and is hidden from views", () => {
    const a = zombicide.setup(config(6, 2), "same");
    const b = zombicide.setup(config(6, 2), "same");
    const c = zombicide.setup(config(6, 2), "other");
    if (!a.ok || !b.ok || !c.ok) throw new Error("setup");
    expect(a.value.survivors.find((s) => s.id === "lili")).toMatchObject({
      kid: true,
      health: 2,
      skills: ["plus-1-max-range"],
    });
    expect(a.value.survivors.find((s) => s.id === "josh")).toMatchObject({
      kid: false,
      health: 3,
      skills: ["slippery"],
    });
    expect(a.value.equipmentDeck.draw).toEqual(b.value.equipmentDeck.draw);
    expect(a.value.equipmentDeck.draw).not.toEqual(c.value.equipmentDeck.draw);
    const view = JSON.stringify(zombicide.view(a.value, "p1"));
    expect(view).not.toContain(JSON.stringify(a.value.equipmentDeck.draw.slice(0, 3)).slice(1, -1));
    // Every view of a deck is the same object (a server then serialises it once and sends it only when it changes).
    expect(zombicide.view(a.value, "p2").equipmentDeck).toBe(zombicide.view(a.value, "p1").equipmentDeck);
    expect(zombicide.view(a.value, "p1").equipmentDeck).toEqual({
      size: a.value.equipmentDeck.draw.length,
      discard: a.value.equipmentDeck.discard,
    });
  });
});
