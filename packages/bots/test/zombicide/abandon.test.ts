import { boardOf, type ZombicideState, zombicide } from "@horda/zombicide";
import { describe, expect, it } from "vitest";
import { abandonCost, situation } from "../../src/zombicide/actions.ts";
import { simConfig } from "../../src/zombicide/sim-config.ts";
import { content, coreMission } from "./content.ts";

/** Last Broadcast with Wanda (done or not) and Doug in Z18, the rest far away in Z1, and Runners in Z24. */
function scene(wandaDone: boolean, runners: number): ZombicideState {
  const setup = zombicide.setup(simConfig(coreMission("last-broadcast"), content, 2), "abandon");
  if (!setup.ok) throw new Error(setup.error.message);
  const s = setup.value;
  return {
    ...s,
    survivors: s.survivors.map((v) => ({
      ...v,
      zone: v.id === "wanda" || v.id === "doug" ? "Z18" : "Z1",
      done: v.id === "wanda" ? wandaDone : v.id !== "doug",
    })),
    zombies: Array.from({ length: runners }, (_, i) => ({ id: `r${i}`, type: "runner", zone: "Z24" })),
    noise: {},
    spawns: s.spawns.map((p) => ({ ...p, activeFrom: null })),
    turn: { ...s.turn, active: "doug" },
  };
}

describe("walking away from a team mate who has ended its turn", () => {
  it("costs the Wounds the mate is left to take alone where the horde lands", () => {
    const state = scene(true, 4);
    const at = (z: string) => boardOf(state).zoneIndex[z] as number;
    const sit = situation(state);
    const doug = state.survivors.find((v) => v.id === "doug");
    if (!doug) throw new Error("no Doug");
    // Four Runners walk into Z18 and attack: Wanda and Doug take two each and live; Wanda alone would not.
    expect(abandonCost(sit, doug, at("Z18"), at("Z13"))).toBeGreaterThan(300);
    expect(abandonCost(sit, doug, at("Z18"), at("Z18"))).toBe(0);
  });

  it("costs nothing when the mate may still walk away itself, or nothing lands there", () => {
    const at = (s: ZombicideState, z: string) => boardOf(s).zoneIndex[z] as number;
    for (const state of [scene(false, 4), scene(true, 0)]) {
      const doug = state.survivors.find((v) => v.id === "doug");
      if (!doug) throw new Error("no Doug");
      expect(abandonCost(situation(state), doug, at(state, "Z18"), at(state, "Z13"))).toBe(0);
    }
  });
});
