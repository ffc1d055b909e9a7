import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

const bin = fileURLToPath(new URL("../bin/horda.mjs", import.meta.url));
const run = promisify(execFile);

async function horda(args: string[]) {
  try {
    const r = await run(process.execPath, [bin, ...args]);
    return { code: 0, stdout: r.stdout, stderr: r.stderr };
  } catch (e) {
    const x = e as { code: number; stdout: string; stderr: string };
    return { code: x.code, stdout: x.stdout, stderr: x.stderr };
  }
}

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
