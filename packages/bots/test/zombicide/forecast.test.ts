import { boardOf, huntFrom, noiseByZone, tablesOf, type ZombicideState, zombicide } from "@horda/zombicide";
import { describe, expect, it } from "vitest";
import { forecastZombiePhase, huntBranches, survivorField } from "../../src/zombicide/forecast.ts";
import { playZombicide } from "../../src/zombicide/play.ts";
import { simConfig } from "../../src/zombicide/sim-config.ts";
import { survivorBot } from "../../src/zombicide/survivor-bot.ts";
import { content, coreMission } from "./content.ts";

function start(): ZombicideState {
  const setup = zombicide.setup(simConfig(coreMission("last-broadcast"), content, 2), "forecast");
  if (!setup.ok) throw new Error(setup.error.message);
  return setup.value;
}

/** The whole team in one zone and the given zombies (type, zone) on the board, nothing else. */
function placed(state: ZombicideState, team: string, zombies: readonly [string, string][]): ZombicideState {
  return {
    ...state,
    survivors: state.survivors.map((s) => ({ ...s, zone: team })),
    zombies: zombies.map(([type, zone], i) => ({ id: `t${i}`, type, zone })),
    noise: {},
    spawns: state.spawns.map((s) => ({ ...s, activeFrom: null })),
  };
}

describe("the Zombie Phase forecast", () => {
  it("walks a Walker one zone toward the team and has zombies with the team attack", () => {
    const s0 = start();
    const board = boardOf(s0);
    const at = (z: string) => board.zoneIndex[z] as number;
    // Z24 (the start) has Z23 and Z25 next to it along the street.
    const state = placed(s0, "Z24", [
      ["walker", "Z25"],
      ["walker", "Z24"],
      ["runner", "Z23"],
    ]);
    const f = forecastZombiePhase(state, survivorField(state));
    // The Walker in the zone attacks (1), the Runner walks in and attacks with its second Action (1).
    expect(f.hits[at("Z24")]).toBe(2);
    // All three stand with the team afterwards; none needs more than damage 1.
    expect(f.after[0][at("Z24")]).toBe(3);
    expect(f.after[0][at("Z25")]).toBe(0);
    expect(f.after[1][at("Z24")]).toBe(0);
  });

  it("moves zombies exactly as the engine's hunt does, zone by zone, through a played game", () => {
    let checked = 0;
    const { state: last } = playZombicide(
      simConfig(coreMission("last-broadcast"), content, 2),
      "forecast-hunt",
      [survivorBot()],
      { maxRounds: 4 },
    );
    for (const state of [start(), last]) {
      const field = noiseByZone(state);
      const tables = tablesOf(state, "walker");
      const occupied: number[] = [];
      let loudest = 0;
      for (let z = 0; z < tables.n; z++) {
        if ((field.survivors[z] as number) > 0) occupied.push(z);
        loudest = Math.max(loudest, field.noise[z] as number);
      }
      const loud = [];
      if (loudest > 0) for (let z = 0; z < tables.n; z++) if (field.noise[z] === loudest) loud.push(z);
      for (let from = 0; from < tables.n; from++) {
        const ours = huntBranches(tables, from, occupied, field.noise, loud);
        if (ours === null) continue;
        expect([...ours]).toEqual(huntFrom(state, from, field, "walker").branches);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(20);
  });
});
