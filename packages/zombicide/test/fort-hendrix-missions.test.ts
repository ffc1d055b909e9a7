import { fileURLToPath } from "node:url";
import type { PackSet, TileFace } from "@horda/content";
import { choicesFor, replay, startSession } from "@horda/table";
import {
  boardOf,
  refusal,
  survivorCatalogFromPacks,
  type ZombicideConfig,
  zombicide,
  zombieCatalogFromPacks,
} from "@horda/zombicide";
import { loadContentPacks } from "@horda/zombicide/node";
import { describe, expect, it } from "vitest";
import { playRandomGame } from "./support/mission-games.ts";

// Each Fort Hendrix mission the engine plays (every module it names exists), played from setup to its end by
// random legal commands (Reorganize picked less often): no legal command refused, never a state where nobody can do anything while the game
// goes on, and the log replays byte for byte.
const root = fileURLToPath(new URL("../../../", import.meta.url));
const packs: PackSet = loadContentPacks(`${root}content`, "fort-hendrix");
const tiles: Record<string, TileFace> = {};
for (const p of Object.values(packs)) for (const t of p.tiles) tiles[`${p.manifest.id}/${t.id}`] = t;
const BOXES = ["core2e", "fort-hendrix"];
const SEEDS = ["fh-a", "fh-b"];
const MAX_ROUNDS = 80;

const missions = (packs["fort-hendrix"]?.missions ?? []).filter(
  (m) => refusal(m.ruleProfile, m.modules) === null,
);

function config(mission: (typeof missions)[number]): ZombicideConfig {
  const survivorCatalog = survivorCatalogFromPacks(packs, BOXES);
  const cast = Object.keys(survivorCatalog.survivors)
    .filter((id) => id !== "penny")
    .slice(0, 6);
  return {
    map: mission.map,
    mission,
    tiles,
    seats: ["p1", "p2"],
    survivors: cast.map((id, i) => ({ id, seat: i % 2 === 0 ? "p1" : "p2" })),
    survivorCatalog,
    zombieCatalog: zombieCatalogFromPacks(packs, BOXES),
    startingDeal: true,
  };
}

describe("Fort Hendrix missions played to their end", () => {
  for (const mission of missions)
    for (const seed of SEEDS)
      it(`${mission.id} (${seed}) plays from setup to a win or a loss without a stall`, () => {
        // Reorganize's many layouts would take most random picks (a team that only shuffles its cards behind
        // closed doors, out of the zombies' reach, plays on for ever on a mission with no round limit, as M5):
        // three picks in four go to the other commands.
        const { session } = playRandomGame(config(mission), seed, MAX_ROUNDS, {
          prefer: (c) => c.type !== "reorganize",
        });
        const state = session.state;
        const status = zombicide.status(state);
        if (status.kind !== "finished")
          expect(
            choicesFor(zombicide, state).length,
            `${mission.id}: nobody can act in round ${state.turn.round}`,
          ).toBeGreaterThan(0);
        expect(status.kind, `${mission.id} still going after ${MAX_ROUNDS} rounds`).toBe("finished");
        const again = replay(zombicide, session.record);
        if (!again.ok) throw new Error(again.error.message);
        expect(JSON.stringify(again.value.state)).toBe(JSON.stringify(state));
      }, 120_000);
});

describe("Fort Hendrix missions: their special rules' data", () => {
  const byId = (id: string) => missions.find((m) => m.id === id);

  it("M1 sets up split between its two Starting Zones, after an opening Zombie Phase", () => {
    const m1 = byId("fh-m1");
    if (!m1) throw new Error("fh-m1 does not play");
    const started = startSession(zombicide, config(m1), "fh-setup");
    if (!started.ok) throw new Error(started.error.message);
    const { state } = started.value;
    expect(new Set(state.survivors.filter((s) => s.companion === undefined).map((s) => s.zone)).size).toBe(2);
    expect(state.zombies.length).toBeGreaterThan(0);
    expect(state.turn).toMatchObject({ round: 1, phase: "players" });
  });

  it("M7's helicopter card, crate and Green Spawn Zone lie in one Zone", () => {
    const m7 = byId("fh-m7");
    if (!m7) throw new Error("fh-m7 does not play");
    const started = startSession(zombicide, config(m7), "fh-setup");
    if (!started.ok) throw new Error(started.error.message);
    const board = boardOf(started.value.state);
    const zones = ["helicopter", "helicopter-crate", "helicopter-spawn"].map(
      (id) => board.tokens.find((t) => t.id === id)?.zone,
    );
    expect(zones[0]).toBeDefined();
    expect(new Set(zones).size).toBe(1);
  });
});
