import { describe, expect, it } from "vitest";
import { wilson } from "../../src/zombicide/report.ts";
import { simulateZombicide } from "../../src/zombicide/simulate.ts";
import { CORE_MISSIONS, content, coreMission, testMission } from "./content.ts";

describe("the Zombicide simulator", () => {
  it("gives the same report byte for byte for a seed, in one thread or split over workers", async () => {
    const options = { mission: coreMission("first-night"), content, players: 2, games: 6, seed: "same" };
    const one = await simulateZombicide({ ...options, workers: 0 });
    const split = await simulateZombicide({ ...options, workers: 2 });
    expect(JSON.stringify(split.report)).toBe(JSON.stringify(one.report));
    expect(one.report.games).toBe(6);
    // A won game met every goal, so each goal is reached at least as often as the mission is won.
    expect(one.report.goalsReached.map((g) => g.goal)).toEqual(one.report.goals.map((_, i) => i));
    for (const g of one.report.goalsReached) expect(g.games).toBeGreaterThanOrEqual(one.report.wins);
    const other = await simulateZombicide({ ...options, workers: 0, seed: "other" });
    expect(JSON.stringify(other.report)).not.toBe(JSON.stringify(one.report));
  }, 120_000);

  it("wins a mission the survivors cannot lose every time", async () => {
    const { report } = await simulateZombicide({
      mission: testMission("cannot-lose"),
      content,
      players: 1,
      games: 20,
      workers: 0,
    });
    expect(report.winRate).toBe(1);
    expect(report.causes).toEqual([]);
    expect(report.winRateInterval.low).toBeGreaterThan(0.8);
    // Its one goal (a counter already at its value) is met in the first round of every game.
    expect(report.goalsReached).toEqual([{ goal: 0, games: 20, share: 1, averageRound: 1 }]);
  });

  it("never wins a mission the survivors cannot win, and says why", async () => {
    const { report } = await simulateZombicide({
      mission: testMission("cannot-win"),
      content,
      players: 2,
      games: 10,
      workers: 0,
    });
    expect(report.winRate).toBe(0);
    expect(report.causes.reduce((n, c) => n + c.games, 0)).toBe(10);
    expect(report.causes.map((c) => c.cause).join(" ")).toMatch(/roundLimit 2|eliminated/);
    expect(report.averageRounds.win).toBeNull();
    // Its goal (kill 999 zombies) is what no game reaches.
    expect(report.goalsReached).toEqual([{ goal: 0, games: 0, share: 0, averageRound: null }]);
  });

  it("computes the Wilson interval", () => {
    const w = wilson(50, 100);
    expect(w.low).toBeCloseTo(0.4038, 3);
    expect(w.high).toBeCloseTo(0.5962, 3);
    expect(wilson(0, 20).low).toBe(0);
    expect(wilson(20, 20).high).toBe(1);
  });
});

describe("the simulator's reachability check", () => {
  it("warns when the exit and an Objective are walled off, and not on the shipped missions", async () => {
    const { missionBoard, reachabilityWarnings } = await import("../../src/zombicide/reachability.ts");
    for (const id of CORE_MISSIONS) {
      const mission = coreMission(id);
      expect(reachabilityWarnings(missionBoard(mission, content), mission), id).toEqual([]);
    }
    // Cold Storage without the door into its east half (as it first shipped).
    const cold = coreMission("cold-storage");
    const walled = { ...cold, map: { ...cold.map, doors: (cold.map.doors ?? []).filter((d) => d.x !== 6) } };
    const warnings = reachabilityWarnings(missionBoard(walled, content), walled);
    expect(warnings.join("\n")).toMatch(/no Exit Zone can be reached/);
    expect(warnings.join("\n")).toMatch(/objective blue-cooler in Z\d+ cannot be reached/);
  });
});
