import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { readScenarioYaml, scenarioGame } from "@horda/table/scenario";
import { describe, expect, it } from "vitest";
import { parseZurvivorsScenarioText, runZurvivorsScenario } from "../src/scenario/index.ts";

// Every Zurvivors scenario file (game: zurvivors) runs here with the shared runner (docs/scenarios.md).
const dir = fileURLToPath(new URL("../scenarios/", import.meta.url));
const files = find(dir).filter((f) => {
  const raw = readScenarioYaml(readFileSync(f, "utf8"), f);
  return !raw.ok || scenarioGame(raw.value) === "zurvivors";
});

function find(p: string): string[] {
  if (statSync(p).isDirectory())
    return readdirSync(p)
      .sort()
      .flatMap((f) => find(join(p, f)));
  return p.endsWith(".scenario.yaml") ? [p] : [];
}

describe("Zurvivors scenario files", () => {
  it("finds the scenarios", () => {
    expect(files.length).toBeGreaterThanOrEqual(12);
  });
  for (const file of files) {
    it(file.slice(dir.length), () => {
      const parsed = parseZurvivorsScenarioText(readFileSync(file, "utf8"), file);
      if (!parsed.ok) throw new Error(parsed.error.map((e) => `${e.path}: ${e.message}`).join("\n"));
      const report = runZurvivorsScenario(parsed.value);
      expect(report.failures, `${report.name} (${report.rule})`).toEqual([]);
      expect(report.checks).toBeGreaterThan(0);
    });
  }
});
