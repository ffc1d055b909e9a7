import { describe, expect, it } from "vitest";
import { bundledTiles } from "../../../src/content/tile-library.ts";
import { bundledPacks } from "../../../src/table/content/packs.ts";
import { playables } from "../../../src/table/content/playable.ts";
import { playbackFrames } from "../../../src/table/playback/playback-frames.ts";
import { rebuild } from "../../../src/table/session/table-session.ts";
import { buildConfig } from "../../../src/table/setup/build-config.ts";

// What setup tells is logged: Fort Hendrix M1 resolves a Zombie Phase before Round 1 (the opening-zombie-phase
// module); no command caused it, so the engine keeps its events in `setupEvents` and the table's log shows them as
// its first entry (seq 0, kind "setup"), on a rebuilt game as on a new one.
const packs = bundledPacks();
if (!packs.ok) throw new Error(packs.errors.join("\n"));

describe("the setup's events in the table's log", () => {
  it("puts Fort Hendrix M1's opening Zombie Phase first in the log", () => {
    const m1 = playables(packs.packs).find((p) => p.key === "mission:fh-m1");
    if (!m1) throw new Error("no fh-m1 mission");
    const config = buildConfig(
      {
        playable: m1.key,
        players: ["Ana"],
        survivors: { javier: 0, karl: 0, riley: 0, marian: 0, michelle: 0, wayne: 0 },
        boxes: ["core2e", "fort-hendrix"],
        band: "easier",
        startingDeal: true,
        autoZombieChoices: true,
        sandbox: false,
        seed: "unit",
      },
      m1,
      packs.ok ? packs.packs : {},
      bundledTiles().library,
    );
    const built = rebuild({ format: 1, game: "zombicide", config, seed: "unit", log: [] });
    if (!built.ok) throw new Error(built.error.message);
    const [first] = built.value.items;
    expect(first).toMatchObject({ seq: 0, kind: "setup" });
    const types = first?.events.map((e) => e.type) ?? [];
    expect(types[0]).toBe("OpeningZombiePhase");
    expect(types).toContain("ZombieCardDrawn");
    expect(built.value.session.state.setupEvents).toEqual(first?.events);
  });

  it("plays a frame's Clock and night from the state before the step until its End Phase broke the day or let the night fall", () => {
    const events = [
      { type: "ZombiesActivated", reason: "zombie-phase", action: 1, zombies: [], rule: "r" },
      { type: "ClockAdvanced", from: 6, hour: 7, rule: "r" },
      { type: "DayBroke", hour: 7, rule: "r" },
    ] as never;
    const before = {
      seats: ["p1"],
      survivors: [],
      zombies: [],
      turn: { round: 1, phase: "players" },
    } as never;
    expect(playbackFrames(before, events).map((f) => f.night)).toEqual(["before", "after", "after"]);
    const fell = [
      { type: "ZombiesActivated", reason: "zombie-phase", action: 1, zombies: [], rule: "r" },
      { type: "ClockAdvanced", from: 18, hour: 19, rule: "r" },
      { type: "NightFell", hour: 19, rule: "r" },
    ] as never;
    expect(playbackFrames(before, fell).map((f) => f.night)).toEqual(["before", "after", "after"]);
  });
});
