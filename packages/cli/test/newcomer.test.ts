import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { copyOfCore, editJsonFile, horda, writeText } from "./helpers/run-horda.ts";

// The newcomer's path through the CLI (issue 19): the version, help of nested commands, syntax errors with
// line and column, a broken pack file that does not hide the others' errors, a failing scenario named once.
const scratch = mkdtempSync(join(tmpdir(), "horda-newcomer-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe("horda for a newcomer", () => {
  it("prints its version", async () => {
    for (const flag of ["--version", "-V"]) {
      const run = await horda([flag]);
      expect(run.code).toBe(0);
      expect(run.stdout.trim()).toMatch(/^horda \d+\.\d+\.\d+$/);
    }
  });

  it("shows the help of a nested command: horda help simulate zurvivors", async () => {
    const run = await horda(["help", "simulate", "zurvivors"]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("Usage: horda simulate zurvivors [options]");
    expect(run.stdout).toContain("--players <n>");
    const top = await horda(["help", "validate"]);
    expect(top.stdout).toContain("Usage: horda validate");
    const unknown = await horda(["help", "simulate", "chess"]);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('no command "simulate chess"');
  });

  it("reports a YAML scenario syntax error with its line and column", async () => {
    const file = join(scratch, "broken.scenario.yaml");
    writeFileSync(file, "scenario: horda.scenario/1\nname: x\nboard: [\n  - a\n");
    const run = await horda(["validate", file]);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(new RegExp(`${file}:\\d+:\\d+: YAML: `));
  });

  it("reports a JSON map syntax error with its line and column", async () => {
    const file = join(scratch, "broken.map.json");
    writeFileSync(file, '{\n  "schema": "horda.map/1",\n  "tiles": [ ,\n}\n');
    const run = await horda(["validate", file]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`${file}:3:14: bad JSON: expected a value`);
  });

  it("a pack with one broken file still reports the other files' errors", async () => {
    const dir = copyOfCore();
    try {
      writeText(dir, "core2e/skills.json", '{ "schema": ');
      editJsonFile(dir, "core2e/survivors.json", (j) => {
        j.survivors[2].health = 0;
      });
      editJsonFile(dir, "core2e/missions/joyride.mission.json", (j) => {
        j.map.tiles[1].tile = "core2e/99Z";
      });
      const run = await horda(["validate", "core2e"], dir);
      expect(run.code).toBe(1);
      expect(run.stderr).toContain("core2e/skills.json:1:");
      expect(run.stderr).toContain("core2e/survivors.json: $.survivors[2].health: Too small");
      // The mission's map is compiled although the pack as a whole did not load.
      expect(run.stderr).toContain(
        'core2e/missions/joyride.mission.json: $.map.tiles[1].tile: unknown tile "core2e/99Z" (the pack "core2e" has 1R,',
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("names a failing scenario's path once", async () => {
    const file = join(scratch, "unreadable.scenario.yaml");
    writeFileSync(file, "scenario: horda.scenario/1\nname: x\nboard: [\n  - a\n");
    const run = await horda(["scenario", file]);
    expect(run.code).toBe(1);
    expect(run.stdout.split(file).length - 1).toBe(1);
    expect(run.stdout).toMatch(/ {2}- \d+:\d+: YAML: /);
  });
});
