import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { readScenarioYaml, scenarioGame } from "@horda/table/scenario";
import {
  compileScenarioBoard,
  isCampaignScenario,
  parseCampaignScenarioData,
  parseScenarioData,
  scenarioMap,
} from "@horda/zombicide";
import { parseZurvivorsScenarioData } from "@horda/zurvivors/scenario";
import { tileLibrary } from "../content-root.ts";
import type { ValidateTarget } from "./target.ts";
import { yamlSyntaxErrors } from "./text-syntax.ts";

/**
 * A scenario file (either game's): its YAML and schema, then, for Zombicide, its board (an inline tile or a map). A scenario that expects
 * its map to be refused is valid when the map is refused; running the expectations is `horda scenario`.
 */
export const scenarioTarget: ValidateTarget = {
  label: "scenario file",
  matches: (path, isDirectory) => !isDirectory && /\.scenario\.ya?ml$/.test(path),
  validate(path) {
    const text = readFileSync(path, "utf8");
    const syntax = yamlSyntaxErrors(path, text);
    if (syntax.length > 0) return { errors: syntax, summary: "" };
    const raw = readScenarioYaml(text, path);
    if (!raw.ok) return { errors: raw.error.map((e) => `${e.source}: ${e.path}: ${e.message}`), summary: "" };
    if (scenarioGame(raw.value) === "zurvivors") {
      const z = parseZurvivorsScenarioData(raw.value, path);
      return z.ok
        ? { errors: [], summary: `ok ${path}: Zurvivors scenario "${z.value.name}"` }
        : { errors: z.error.map((e) => `${e.source}: ${e.path}: ${e.message}`), summary: "" };
    }
    if (isCampaignScenario(raw.value)) {
      const c = parseCampaignScenarioData(raw.value, path);
      return c.ok
        ? {
            errors: [],
            summary: `ok ${path}: campaign scenario "${c.value.name}" (${c.value.steps.length} steps)`,
          }
        : { errors: c.error.map((e) => `${e.source}: ${e.path}: ${e.message}`), summary: "" };
    }
    const parsed = parseScenarioData(raw.value, path);
    if (!parsed.ok)
      return { errors: parsed.error.map((e) => `${e.source}: ${e.path}: ${e.message}`), summary: "" };
    const s = parsed.value;
    if (s.expect.compile !== "ok")
      return { errors: [], summary: `ok ${path}: scenario (expects its map refused)` };
    const base = dirname(resolve(path));
    const source = scenarioMap(s, {
      tiles: tileLibrary(),
      readFile: (p) => readFileSync(resolve(base, p), "utf8"),
    });
    const board = source.ok ? compileScenarioBoard(source.value) : source;
    if (!board.ok) return { errors: board.error.map((e) => `${path}: ${e.path}: ${e.message}`), summary: "" };
    return { errors: [], summary: `ok ${path}: scenario "${s.name}" (${board.value.zones.length} zones)` };
  },
};
