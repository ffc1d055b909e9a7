import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { horda } from "./helpers/run-horda.ts";

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
    const report = JSON.parse(readFileSync(json, "utf8"));
    expect(report).toMatchObject({
      schema: "horda.sim-report/1",
      mission: "first-night",
      games: 4,
      seed: "cli",
    });
    expect(report.survivors).toHaveLength(6);
    expect(existsSync(html)).toBe(true);
    const page = readFileSync(html, "utf8");
    // Offline: the Vega builds are inlined, nothing is fetched.
    expect(page).not.toMatch(/<script[^>]+src=/);
    expect(page).toContain("vegaEmbed(");
    expect(page).toContain('class="heat-board"');
  }, 120_000);

  it("refuses an unknown mission and an unknown bot with a clear message", async () => {
    const a = await horda(["simulate", "zombicide", "--mission", "no-such-mission", "--games", "1"]);
    expect(a.code).not.toBe(0);
    expect(a.stderr).toContain('no mission "no-such-mission"');
    const b = await horda(["simulate", "zombicide", "--mission", "first-night", "--bot", "genius"]);
    expect(b.code).not.toBe(0);
    expect(b.stderr).toContain('--bot: expected survivor or random, got "genius"');
  }, 60_000);
});
