import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { horda, REPO_ROOT } from "./helpers/run-horda.ts";

describe("horda simulate zombicide", () => {
  it("plays a mission on worker threads and writes the JSON and the self-contained HTML report", async () => {
    const dir = mkdtempSync(join(tmpdir(), "horda-sim-"));
    const json = join(dir, "r.json");
    const html = join(dir, "r.html");
    const r = await horda([
      "simulate",
      "zombicide",
      "--mission",
      "first-night",
      "--players",
      "2",
      "--games",
      "4",
      "--workers",
      "2",
      "--seed",
      "cli",
      "--json",
      json,
      "--html",
      html,
    ]);
    expect(r.stderr).toContain("4/4 games");
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/win rate \d+\.\d% \(95% interval/);
    // Each of the mission's goals with the share of games that reached it.
    expect(r.stdout).toMatch(
      /goals reached[^\n]*\n +\d+\.\d% +\S.* 1\. Take all red Objectives\n +\d+\.\d% +\S.* 2\. Everyone reaches the Exit/,
    );
    const report = JSON.parse(readFileSync(json, "utf8"));
    expect(report).toMatchObject({
      schema: "horda.sim-report/1",
      mission: "first-night",
      games: 4,
      seed: "cli",
    });
    expect(report.survivors).toHaveLength(6);
    expect(report.goalsReached).toHaveLength(2);
    expect(existsSync(html)).toBe(true);
    const page = readFileSync(html, "utf8");
    // Offline: the Vega builds are inlined, nothing is fetched.
    expect(page).not.toMatch(/<script[^>]+src=/);
    expect(page).toContain("vegaEmbed(");
    expect(page).toContain('class="heat-board"');
  }, 120_000);

  it("plays a Black Plague and a classic mission on their own rules, boxes and zombies, the same for the same seed", async () => {
    const dir = mkdtempSync(join(tmpdir(), "horda-sim-"));
    const run = async (mission: string, out: string, workers: string) => {
      const file = join(dir, out);
      const r = await horda([
        "simulate",
        "zombicide",
        "--mission",
        mission,
        "--games",
        "3",
        "--max-rounds",
        "6",
        "--workers",
        workers,
        "--seed",
        "profiles",
        "--json",
        file,
      ]);
      expect(r.code, r.stderr).toBe(0);
      return { stdout: r.stdout, report: JSON.parse(readFileSync(file, "utf8")) };
    };
    const bp = await run("bp-necromancer-hunt", "bp.json", "0");
    expect(bp.stdout).toContain("bp-necromancer-hunt (black-plague rules)");
    expect(bp.report).toMatchObject({ mission: "bp-necromancer-hunt", profile: "black-plague", games: 3 });
    // Black Plague's survivors, and only Black Plague's zombies (its Fatties and Necromancers, no 2E Brutes).
    expect(bp.report.team).toEqual(["ann", "baldric", "clovis", "nelly", "samson", "silas"]);
    const bpZombies = bp.report.spawned.map((s: { zombie: string }) => s.zombie);
    expect(bpZombies).toContain("fatty");
    for (const z of bpZombies)
      expect(["walker", "fatty", "runner", "abomination", "necromancer"]).toContain(z);
    // The same seed on another split of the games gives the same report.
    expect((await run("bp-necromancer-hunt", "bp-again.json", "1")).report).toEqual(bp.report);
    const classic = await run("classic-first-steps", "classic.json", "0");
    expect(classic.report).toMatchObject({ mission: "classic-first-steps", profile: "classic" });
    expect(classic.report.team).toEqual(["wanda", "doug", "amy", "ned", "josh", "phil"]);
    for (const s of classic.report.spawned)
      expect(["walker", "fatty", "runner", "abomination"]).toContain(s.zombie);
  }, 360_000);

  it("refuses an unknown mission and an unknown bot with a clear message", async () => {
    const a = await horda(["simulate", "zombicide", "--mission", "no-such-mission", "--games", "1"]);
    expect(a.code).not.toBe(0);
    expect(a.stderr).toContain('no mission "no-such-mission"');
    const b = await horda(["simulate", "zombicide", "--mission", "first-night", "--bot", "genius"]);
    expect(b.code).not.toBe(0);
    expect(b.stderr).toContain('--bot: expected survivor or random, got "genius"');
    // A mission file is read as the loader reads one: the problem named with its JSON path.
    const dir = mkdtempSync(join(tmpdir(), "horda-sim-file-"));
    try {
      const file = join(dir, "odd.mission.json");
      const mission = JSON.parse(
        readFileSync(join(REPO_ROOT, "content/core2e/missions/first-night.mission.json"), "utf8"),
      );
      writeFileSync(file, JSON.stringify({ ...mission, goals: [{ goal: "dance" }] }));
      const c = await horda(["simulate", "zombicide", "--mission", file, "--games", "1"]);
      expect(c.code).not.toBe(0);
      expect(c.stderr).toContain(`${file}: $.goals[0].goal: Invalid discriminator value`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe("horda simulate missions", () => {
  it("plays every mission of a pack with the survivor bot and the random bot and prints one Markdown table", async () => {
    const r = await horda([
      "simulate",
      "missions",
      "--pack",
      "core2e",
      "--games",
      "2",
      "--random-games",
      "2",
      "--max-rounds",
      "4",
      "--workers",
      "0",
    ]);
    expect(r.code, r.stderr).toBe(0);
    const rows = r.stdout.split("\n").filter((l) => l.startsWith("| core2e |"));
    // One row per core mission, each with both bots' win rates and the board's size.
    expect(rows.map((l) => l.match(/\(`([a-z0-9-]+)`\)/)?.[1]).sort()).toEqual([
      "cold-storage",
      "first-night",
      "first-night-campaign",
      "joyride",
      "last-broadcast",
      "six-blocks",
    ]);
    const lastBroadcast = rows.find((l) => l.includes("`last-broadcast`")) ?? "";
    expect(lastBroadcast).toMatch(/\| 2e \| 4 \| \d+\.\d% \(.*\), 2 games \| \d+\.\d% \(.*\), 2 games \|/);
    // Each of the mission's goals with the share of games that reached it.
    expect(lastBroadcast).toMatch(/ \| #1 \d+%, #2 \d+% \| /);
  }, 180_000);

  it("refuses an unknown pack with the known ones", async () => {
    const r = await horda(["simulate", "missions", "--pack", "nope"]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('--pack: no pack "nope" (known: ');
    expect(r.stderr).toContain("core2e");
  }, 60_000);
});
