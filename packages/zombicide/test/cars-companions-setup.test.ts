import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { parseMapText } from "@horda/content";
import { survivorCatalogFromPacks, type ZombicideConfig, zombicide } from "@horda/zombicide";
import { loadContentPacks } from "@horda/zombicide/node";
import { describe, expect, it } from "vitest";
import { loadCoreTiles } from "./support/core-tiles.ts";

// Setup of cars (§5) and Companions (§12): what a config may not say, and the seeded Companion draw.
const map = parseMapText(
  readFileSync(fileURLToPath(new URL("../scenarios/maps/core-3x3.map.json", import.meta.url)), "utf8"),
  "core-3x3.map.json",
);
if (!map.ok) throw new Error("map");
const packs = loadContentPacks(fileURLToPath(new URL("../../../content", import.meta.url)));
const base: ZombicideConfig = {
  map: map.value,
  tiles: Object.fromEntries(loadCoreTiles()),
  seats: ["p1"],
  survivors: [
    { id: "wanda", seat: "p1", zone: "1,4" },
    { id: "doug", seat: "p1", zone: "1,4" },
  ],
  survivorCatalog: survivorCatalogFromPacks(packs),
};

const refusal = (extra: Partial<ZombicideConfig>) => {
  const r = zombicide.setup({ ...base, ...extra }, "s");
  return r.ok ? null : r.error.message;
};

describe("car and Companion setup", () => {
  it("refuses a survivor in two seats, 4 Passengers, an unknown occupant", () => {
    expect(
      refusal({
        cars: [
          { id: "a", type: "muscle", zone: "1,4", driver: "wanda" },
          { id: "b", type: "police", zone: "1,4", passengers: ["wanda"] },
        ],
      }),
    ).toMatch(/two seats/);
    expect(
      refusal({ cars: [{ id: "a", type: "muscle", zone: "1,4", passengers: ["wanda", "doug", "x", "y"] }] }),
    ).toMatch(/3 Passenger seats/);
    expect(refusal({ cars: [{ id: "a", type: "muscle", zone: "1,4", driver: "nobody" }] })).toMatch(
      /no survivor/,
    );
    expect(refusal({ cars: [{ id: "a", type: "muscle", zone: "4,4" }] })).toMatch(/not a street Zone/);
  });

  it("refuses an unknown Companion card or Leader, and a Companion id already used", () => {
    expect(refusal({ companions: [{ id: "c", card: "nobody", zone: "1,4" }] })).toMatch(/no ID card/);
    expect(refusal({ companions: [{ id: "c", card: "lou", leader: "ghost" }] })).toMatch(/to lead it/);
    expect(refusal({ companions: [{ id: "wanda", card: "lou", zone: "1,4" }] })).toMatch(/used twice/);
  });

  it("draws a Companion card from the seed among the cards not in play, the same for the same seed", () => {
    const cards = ["s1", "s2", "s3", "s4"].map((seed) => {
      const r = zombicide.setup({ ...base, companions: [{ id: "c", leader: "wanda" }] }, seed);
      if (!r.ok) throw new Error(r.error.message);
      const c = r.value.survivors.find((s) => s.id === "c");
      expect(c?.card).not.toMatch(/^(wanda|doug)$/);
      expect(c?.health).toBe(1);
      return c?.card;
    });
    const again = zombicide.setup({ ...base, companions: [{ id: "c", leader: "wanda" }] }, "s1");
    expect(again.ok && again.value.survivors.find((s) => s.id === "c")?.card).toBe(cards[0]);
  });
});
