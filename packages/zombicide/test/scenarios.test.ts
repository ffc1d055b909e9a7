import { fileURLToPath } from "node:url";
import {
  findScenarioFiles,
  loadContentPacks,
  loadTileLibrary,
  runScenarioFile,
  scenarioFileGame,
} from "@horda/zombicide/node";
import { describe, expect, it } from "vitest";

// Every scenario file in the repository runs here (docs/scenarios.md).
const root = fileURLToPath(new URL("../../../", import.meta.url));
const tiles = loadTileLibrary(`${root}content`);
const packs = loadContentPacks(`${root}content`);
// Zurvivors scenarios (game: zurvivors) run in packages/zurvivors/test/scenarios.test.ts.
const files = findScenarioFiles([`${root}packages`]).filter(
  (f) => !f.includes("/node_modules/") && scenarioFileGame(f) === "zombicide",
);

describe("scenario files", () => {
  it("finds the scenarios", () => {
    expect(files.length).toBeGreaterThan(0);
  });
  for (const file of files) {
    it(file.slice(root.length), () => {
      const { report } = runScenarioFile(file, tiles, packs);
      expect(report.failures, `${report.name} (${report.rule})`).toEqual([]);
      expect(report.checks).toBeGreaterThan(0);
    });
  }
});
