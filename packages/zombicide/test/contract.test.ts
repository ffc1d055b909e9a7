import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { parseMapText } from "@horda/content";
import { randomPlayout, replay } from "@horda/table";
import {
  survivorCatalogFromPacks,
  type ZombicideConfig,
  type ZombicideState,
  zombicide,
  zombieCatalogFromPacks,
} from "@horda/zombicide";
import { loadContentPacks } from "@horda/zombicide/node";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { loadCoreTiles } from "./support/core-tiles.ts";

// The game contract on the Zombicide board: random legal play on the 3x3 core map.
const mapText = readFileSync(
  fileURLToPath(new URL("../scenarios/maps/core-3x3.map.json", import.meta.url)),
  "utf8",
);
const map = parseMapText(mapText, "core-3x3.map.json");
if (!map.ok) throw new Error("map");
const tiles = Object.fromEntries(loadCoreTiles());
const packs = loadContentPacks(fileURLToPath(new URL("../../../content", import.meta.url)));
const config: ZombicideConfig = {
  map: map.value,
  tiles,
  seats: ["p1", "p2"],
  survivors: [
    { id: "wanda", seat: "p1" },
    { id: "doug", seat: "p1", adrenaline: 7 },
    { id: "amy", seat: "p2", kid: true },
  ],
  zombies: [{ type: "walker", zone: "1,4", count: 2 }],
  zombieCatalog: zombieCatalogFromPacks(packs),
  // The survivor side: ID cards, equipment decks and the Starting Equipment deal, so random play fights,
  // searches, opens doors and trades.
  survivorCatalog: survivorCatalogFromPacks(packs),
  startingDeal: true,
};

function invariants(state: ZombicideState) {
  for (const s of state.survivors) {
    expect(s.zone).toMatch(/^Z\d+$/);
    expect(s.wounds).toBeGreaterThanOrEqual(0);
    expect(s.wounds).toBeLessThanOrEqual(s.health);
    expect(s.actionsLeft).toBeGreaterThanOrEqual(0);
  }
  expect(new Set(state.zombies.map((z) => z.id)).size).toBe(state.zombies.length);
}

describe("Zombicide game contract", () => {
  it("setup refuses a malformed config with a clear message and leaves nothing half-built", () => {
    const r = zombicide.setup({ ...config, seats: [] }, "s");
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toContain("1 to 6 players");
    const r2 = zombicide.setup({ ...config, survivors: [{ id: "x", seat: "p9" }] }, "s");
    expect(!r2.ok && r2.error.message).toContain('unknown seat "p9"');
  });

  it("random legal play keeps the invariants, and replay reproduces the state byte for byte", () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { minLength: 1, maxLength: 60 }), (picks) => {
        const played = randomPlayout(
          zombicide,
          config,
          "seed-1",
          picks.length,
          (_c, _s, step) => picks[step] ?? 0,
        );
        expect(played.ok).toBe(true);
        if (!played.ok) return;
        invariants(played.value.session.state);
        const again = replay(zombicide, played.value.session.record);
        expect(again.ok).toBe(true);
        if (again.ok)
          expect(JSON.stringify(again.value.state)).toBe(JSON.stringify(played.value.session.state));
      }),
      { numRuns: 60 },
    );
  });

  it("a random illegal command is refused and leaves the state unchanged", () => {
    const start = zombicide.setup(config, "seed-2");
    if (!start.ok) throw new Error(start.error.message);
    const state = start.value;
    const before = JSON.stringify(state);
    fc.assert(
      fc.property(
        fc.record({
          type: fc.constantFrom("move", "endTurn", "fly"),
          survivor: fc.constantFrom("wanda", "doug", "amy", "nobody"),
          to: fc.constantFrom("Z1", "Z2", "Z999", "x"),
        }),
        fc.constantFrom("p1", "p2", "p3"),
        (raw, seat) => {
          const parsed = zombicide.parseCommand(
            raw.type === "endTurn" ? { type: raw.type, survivor: raw.survivor } : raw,
          );
          const legal = zombicide
            .legal(state, seat)
            .some((c) => JSON.stringify(c) === JSON.stringify(parsed.ok ? parsed.value : null));
          if (legal || !parsed.ok) return;
          const r = zombicide.apply(state, seat, parsed.value);
          expect(r.ok).toBe(false);
          expect(JSON.stringify(state)).toBe(before);
        },
      ),
      { numRuns: 300 },
    );
  });

  it("same seed and commands give byte-identical state JSON", () => {
    const a = randomPlayout(zombicide, config, "same", 40, (c, _s, step) => step * 7 + c.length);
    const b = randomPlayout(zombicide, config, "same", 40, (c, _s, step) => step * 7 + c.length);
    expect(a.ok && b.ok).toBe(true);
    if (a.ok && b.ok)
      expect(JSON.stringify(a.value.session.state)).toBe(JSON.stringify(b.value.session.state));
  });
});
