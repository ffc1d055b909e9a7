import { err, ok, type Result } from "@horda/table";
import { parseWithSchema, readScenarioYaml, type ScenarioFileError } from "@horda/table/scenario";
import { type Scenario, ScenarioSchema } from "./schema.ts";

export type { ScenarioFileError };

/** Reads scenario YAML: a YAML error gives its line, a schema error the JSON path of the value. */
export function parseScenarioText(text: string, source: string): Result<Scenario, ScenarioFileError[]> {
  const raw = readScenarioYaml(text, source);
  return raw.ok ? parseScenarioData(raw.value, source) : raw;
}

/** Checks scenario data already read from YAML (the file, for the messages, is `source`). */
export function parseScenarioData(raw: unknown, source: string): Result<Scenario, ScenarioFileError[]> {
  const parsed = parseWithSchema(ScenarioSchema, raw, source);
  if (!parsed.ok) return parsed;
  const s = parsed.value;
  const boards = Number(s.board !== undefined) + Number(s.map !== undefined);
  if (boards > 1 || (boards === 0 && s.mission === undefined)) {
    return err([
      {
        source,
        path: "$",
        message:
          'give the board either inline ("board:"), as a map ("map:") or by a mission ("mission:"), not both or neither',
      },
    ]);
  }
  if (s.overlays && s.board === undefined) {
    return err([
      {
        source,
        path: "$.overlays",
        message: 'overlays go with an inline "board:"; a map file has its own doors and tokens',
      },
    ]);
  }
  return ok(s);
}
