import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { horda } from "./helpers/run-horda.ts";

const GOOD = `scenario: horda.scenario/1
name: street sight
rule: core-2e §3
board: |
  grid:
    aabbcc
expect:
  range:
    - { from: a, to: c, is: 2 }
`;

describe("horda scenario", () => {
  it("runs a folder of scenarios and reports each as pass", async () => {
    const r = await horda(["scenario", "packages/zombicide/scenarios/sight"]);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/pass .*street-straight-lines\.scenario\.yaml \(\d+ checks\)/);
    expect(r.stdout).toMatch(/\d+ passed, 0 failed/);
  });

  it("prints what differed and exits 1 when a scenario fails", async () => {
    const dir = mkdtempSync(join(tmpdir(), "horda-scn-"));
    try {
      writeFileSync(join(dir, "good.scenario.yaml"), GOOD);
      writeFileSync(join(dir, "bad.scenario.yaml"), GOOD.replace("is: 2", "is: 1"));
      const r = await horda(["scenario", dir]);
      expect(r.code).toBe(1);
      expect(r.stdout).toContain("range from a to c: expected 1, got 2");
      expect(r.stdout).toContain("1 passed, 1 failed");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("runs both games' scenarios in one run, and names the file and path of a bad Zurvivors scenario", async () => {
    const both = await horda([
      "scenario",
      "packages/zombicide/scenarios/format",
      "packages/zurvivors/scenarios/backpack",
    ]);
    expect(both.code).toBe(0);
    expect(both.stdout).toMatch(/pass .*start-in-zombie-phase\.scenario\.yaml/);
    expect(both.stdout).toMatch(/pass .*fourth-token-replace\.scenario\.yaml/);
    const dir = mkdtempSync(join(tmpdir(), "horda-scn-"));
    try {
      const file = join(dir, "z.scenario.yaml");
      writeFileSync(file, "scenario: horda.scenario/1\ngame: zurvivors\nname: x\nrule: y\nplayers: 9\n");
      const bad = await horda(["scenario", file]);
      expect(bad.code).toBe(1);
      // The path is named once, on the FAIL line; the failure says where in the file.
      expect(bad.stdout).toContain(`FAIL ${file}`);
      expect(bad.stdout).toContain("  - $.players:");
      expect(bad.stdout.split(file).length - 1).toBe(1);
      const invalid = await horda(["validate", file]);
      expect(invalid.code).toBe(1);
      expect(invalid.stderr).toContain(`${file}: $.players:`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("validates a scenario and a map file, compiling their boards", async () => {
    const ok = await horda([
      "validate",
      "packages/zombicide/scenarios/maps/core-3x3.map.json",
      "packages/zombicide/scenarios/sight/no-diagonal.scenario.yaml",
    ]);
    expect(ok.code).toBe(0);
    expect(ok.stdout).toMatch(/ok .*core-3x3\.map\.json: map \(9 tiles, \d+ zones/);
    const dir = mkdtempSync(join(tmpdir(), "horda-scn-"));
    try {
      writeFileSync(join(dir, "broken.scenario.yaml"), GOOD.replace("aabbcc", "aab?cc"));
      const bad = await horda(["validate", join(dir, "broken.scenario.yaml")]);
      expect(bad.code).toBe(1);
      expect(bad.stderr).toContain('board: line 2: grid cell "?" is not a letter or "."');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
