import { fileURLToPath } from "node:url";
import type { MissionFile } from "@horda/content";
import { moduleAims, type ZombicideState, zombicide } from "@horda/zombicide";
import { loadTileLibrary, loadZombicidePacks } from "@horda/zombicide/node";
import { describe, expect, it } from "vitest";
import { senseOf } from "../../src/zombicide/board-sense.ts";
import { missionSimContent, simConfig } from "../../src/zombicide/sim-config.ts";
import { targetZones } from "../../src/zombicide/targets.ts";

const root = fileURLToPath(new URL("../../../../content/", import.meta.url));
const packs = loadZombicidePacks(root);
const tiles = Object.fromEntries(loadTileLibrary(root));
const mission = Object.values(packs)
  .flatMap((p) => p.missions)
  .find((m) => m.id === "fh-m1") as MissionFile;

function firstState(): ZombicideState {
  const set = zombicide.setup(simConfig(mission, missionSimContent(mission, packs, tiles), 2), "aims:0");
  if (!set.ok) throw new Error(set.error.message);
  return set.value;
}

describe("a rule module's aim, read by the survivor bot (Fort Hendrix M1, Survivors, unite!)", () => {
  it("names the Zone where most of the split team stands until everyone is there", () => {
    const state = firstState();
    const here = state.survivors.filter((s) => !s.eliminated && !s.escaped);
    const zones = [...new Set(here.map((s) => s.zone))];
    expect(zones.length).toBeGreaterThan(1);
    const most = zones.reduce((a, b) =>
      here.filter((s) => s.zone === b).length > here.filter((s) => s.zone === a).length ? b : a,
    );
    expect(moduleAims(state)).toEqual([most]);

    // Once Penny has a Leader, the bot heads for that Zone rather than for an Objective.
    const led: ZombicideState = {
      ...state,
      survivors: state.survivors.map((s) =>
        s.companion ? { ...s, companion: { ...s.companion, leader: here[0]?.id ?? null } } : s,
      ),
    };
    const view = zombicide.view(led, "p1");
    const index = senseOf(view).board.zoneIndex;
    const team = here.map((s) => index[s.zone] as number);
    expect(targetZones(view, team)).toEqual([index[most]]);

    // Everyone in one Zone: nothing left to aim at.
    const gathered = { ...state, survivors: state.survivors.map((s) => ({ ...s, zone: most })) };
    expect(moduleAims(gathered)).toEqual([]);
  });

  it("is nothing in a mission whose modules ask for no place (First Night)", () => {
    const fn = Object.values(packs)
      .flatMap((p) => p.missions)
      .find((m) => m.id === "first-night") as MissionFile;
    const set = zombicide.setup(simConfig(fn, missionSimContent(fn, packs, tiles), 2), "aims:1");
    if (!set.ok) throw new Error(set.error.message);
    expect(moduleAims(set.value)).toEqual([]);
  });
});
