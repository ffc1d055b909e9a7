import { fileURLToPath } from "node:url";
import { replay, startSession } from "@horda/table";
import {
  refusal,
  survivorCatalogFromPacks,
  type ZombicideConfig,
  zombicide,
  zombieCatalogFromPacks,
} from "@horda/zombicide";
import { loadContentPacks, loadTileLibrary } from "@horda/zombicide/node";
import { describe, expect, it } from "vitest";
import { gainAdrenaline } from "../src/game/adrenaline.ts";
import type { ZombicideEvent } from "../src/game/events.ts";
import { playRandomGame } from "./support/mission-games.ts";

// The Rio Z Janeiro missions (content/rio/missions): which the engine sets up today, and that the others are
// refused at setup with a message naming the first rule module it lacks.
const root = fileURLToPath(new URL("../../../", import.meta.url));
const packs = loadContentPacks(`${root}content`, "rio");
const rio = packs.rio;
const library = loadTileLibrary(`${root}content`);
/** The campaign missions the engine plays (their modules all exist). */
const PLAYABLE = [
  "m01-blood-and-samba",
  "m02-rocinha",
  "m03-professor-luana",
  "m04-time-to-rock",
  "m05-night-at-the-stadium",
  "m06-backup-plan",
  "m07-mayday",
  "m08-road-movie",
  "m09-copacabana",
  "m10-leave-no-one-behind",
];
/** Rounds a random game may last before it counts as played to its end. */
const ROUNDS = 30;
const CAST = ["ney", "eliete", "steven", "dona-cacilda", "vivi", "mc-jordim"] as const;

function configOf(id: string): ZombicideConfig {
  const mission = rio?.missions.find((m) => m.id === id);
  if (!mission) throw new Error(`no mission ${id}`);
  const tiles = Object.fromEntries(mission.map.tiles.map((t) => [t.tile, library.get(t.tile)]));
  return {
    map: mission.map,
    mission,
    tiles: tiles as ZombicideConfig["tiles"],
    seats: ["p1", "p2"],
    modules: mission.modules,
    survivors: CAST.map((s, i) => ({ id: s, seat: i % 2 === 0 ? "p1" : "p2" })),
    survivorCatalog: survivorCatalogFromPacks(packs, mission.decks.boxes),
    zombieCatalog: zombieCatalogFromPacks(packs, mission.decks.boxes),
    startingDeal: true,
  };
}

describe("Rio Z Janeiro missions", () => {
  it("ships the 10 campaign missions and Horda's warm-up", () => {
    expect(rio?.missions.map((m) => m.id).sort()).toEqual([...PLAYABLE, "rio-warm-up"]);
  });

  it("plays each campaign mission whose rule modules the engine has, and refuses the others naming one", () => {
    const playing: string[] = [];
    for (const m of rio?.missions ?? []) {
      const missing = m.modules.filter((id) => refusal("2e", [id]) !== null);
      const started = startSession(zombicide, configOf(m.id), "rio");
      if (missing.length === 0) {
        // Every rule it names is played (riorules' modules): it sets up and random legal commands go through.
        expect(started.ok, m.id).toBe(true);
        if (started.ok && m.settings?.["rio-companions"]?.start)
          // Professor Luana is with the team from the start, led by the first survivor.
          expect(
            started.value.state.survivors.find((s) => s.id === "professor-luana")?.companion?.leader,
          ).toBe("ney");
        playing.push(m.id);
        continue;
      }
      expect(started.ok, m.id).toBe(false);
      if (!started.ok) expect(started.error.message).toContain(`no module "${missing[0]}"`);
    }
    // The missions whose special-rule modules exist (docs/missions.md).
    expect(playing).toEqual(expect.arrayContaining(PLAYABLE));
  });

  // Each playable campaign mission, played at random to its end (won, lost or the round limit): never stalled
  // with the game going on and no legal command; its record replays to the same state, byte for byte.
  for (const id of PLAYABLE)
    it(`plays ${id} at random to an end without stalling, and replays it byte for byte`, () => {
      const { session } = playRandomGame(configOf(id), `${id}-to-the-end`, ROUNDS);
      const state = session.state;
      const over = zombicide.status(state).kind === "finished" || state.turn.round > ROUNDS;
      expect(over, `${id} stalled in round ${state.turn.round}, phase ${state.turn.phase}`).toBe(true);
      const again = replay(zombicide, session.record);
      expect(again.ok).toBe(true);
      if (again.ok) expect(JSON.stringify(again.value.state)).toBe(JSON.stringify(state));
    });

  it("plays the warm-up on the stand-in tiles with the six Rio survivors (empty skill slots)", () => {
    const config = configOf("rio-warm-up");
    const started = startSession(zombicide, config, "warm");
    expect(started.ok).toBe(true);
    if (!started.ok) return;
    const state = started.value.state;
    expect(state.survivors.map((s) => s.id)).toEqual([...CAST]);
    // Advanced decks replace the core ones once both packs' decks are in (fhcontent's `replaces`); until then
    // the Rio cards are at least in the Equipment deck.
    expect(state.survivorCatalog.decks.equipment).toContain("rio-chainsaw");
    const { commands } = playRandomGame(config, "warm-random", 6);
    expect(commands).toBeGreaterThan(10);
  });

  it("asks which skill an empty Orange slot prints when the survivor reaches Orange", () => {
    const config = configOf("rio-warm-up");
    const started = startSession(
      zombicide,
      { ...config, survivors: config.survivors.map((s) => ({ ...s, adrenaline: 18 })) },
      "slots",
    );
    if (!started.ok) throw new Error(started.error.message);
    const events: ZombicideEvent[] = [];
    const next = gainAdrenaline(started.value.state, "ney", 1, "test", events);
    expect(events.map((e) => e.type)).toContain("DangerLevelReached");
    const choice = next.pending.find((p) => p.kind === "skillChoice");
    const skills = (choice?.options as { skills?: string[] } | undefined)?.skills ?? [];
    expect(skills).toContain("lucky");
    expect(skills.length).toBeGreaterThan(20);
  });
});
