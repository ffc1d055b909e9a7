import { moduleAims, type ZombicideState, zombicide } from "@horda/zombicide";
import { describe, expect, it } from "vitest";
import { senseOf } from "../../src/zombicide/board-sense.ts";
import { targetZones } from "../../src/zombicide/targets.ts";
import { shippedMissionConfig } from "./content.ts";

function firstState(id: string, seed: string): ZombicideState {
  const set = zombicide.setup(shippedMissionConfig(id).config, seed);
  if (!set.ok) throw new Error(set.error.message);
  return set.value;
}

describe("a rule module's aim, read by the survivor bot (Fort Hendrix M1, Survivors, unite!)", () => {
  it("names the Zone where most of the split team stands until everyone is there", () => {
    const state = firstState("fh-m1", "aims:0");
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
    expect(moduleAims(firstState("first-night", "aims:1"))).toEqual([]);
  });
});
