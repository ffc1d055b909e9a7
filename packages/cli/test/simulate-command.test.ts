import { describe, expect, it } from "vitest";
import { horda } from "./helpers/run-horda.ts";

describe("horda simulate zurvivors", () => {
  it("plays bot games and prints win rates by seat and by survivor that add up", async () => {
    const r = await horda([
      "simulate",
      "zurvivors",
      "--players",
      "3",
      "--games",
      "12",
      "--workers",
      "1",
      "--json",
    ]);
    expect(r.code).toBe(0);
    const report = JSON.parse(r.stdout) as {
      games: number;
      winRateBySeat: Record<string, number>;
      winRateBySurvivor: Record<string, number>;
    };
    expect(report.games).toBe(12);
    expect(Object.keys(report.winRateBySeat).sort()).toEqual(["p1", "p2", "p3"]);
    const seats = Object.values(report.winRateBySeat).reduce((a, b) => a + b, 0);
    expect(seats).toBeGreaterThan(0.5);
    expect(seats).toBeLessThanOrEqual(1.0001);
    expect(Object.keys(report.winRateBySurvivor).length).toBeGreaterThanOrEqual(3);
    expect(r.stderr).toContain("12/12 games");
  }, 60_000);

  it("refuses a player count the game does not have", async () => {
    const r = await horda(["simulate", "zurvivors", "--players", "9"]);
    expect(r.code).not.toBe(0);
    expect(r.stderr).toContain("expected a whole number from 3 to 6");
  });
});
