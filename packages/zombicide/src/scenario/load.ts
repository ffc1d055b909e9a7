import { err, ok, type Result } from "@horda/table";
import { parseWithSchema, readScenarioYaml, type ScenarioFileError } from "@horda/table/scenario";
import { type CampaignScenario, CampaignScenarioSchema } from "./campaign-schema.ts";
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
  const problem = boardProblem(parsed.value, source, "$");
  return problem ? err([problem]) : ok(parsed.value);
}

/** A campaign scenario (a `campaign:` section and `steps:`, docs/scenarios.md "Campaigns") rather than one game. */
export function isCampaignScenario(raw: unknown): boolean {
  return typeof raw === "object" && raw !== null && "campaign" in raw;
}

/** Reads a campaign scenario's YAML; each played mission must give its board like a scenario does. */
export function parseCampaignScenarioText(
  text: string,
  source: string,
): Result<CampaignScenario, ScenarioFileError[]> {
  const raw = readScenarioYaml(text, source);
  return raw.ok ? parseCampaignScenarioData(raw.value, source) : raw;
}

export function parseCampaignScenarioData(
  raw: unknown,
  source: string,
): Result<CampaignScenario, ScenarioFileError[]> {
  const parsed = parseWithSchema(CampaignScenarioSchema, raw, source);
  if (!parsed.ok) return parsed;
  const problems = parsed.value.steps.flatMap((step, i) => {
    const p = step.play && boardProblem(step.play, source, `$.steps[${i}].play`);
    return p ? [p] : [];
  });
  return problems.length > 0 ? err(problems) : ok(parsed.value);
}

function boardProblem(
  s: Pick<Scenario, "board" | "map" | "mission" | "overlays">,
  source: string,
  path: string,
): ScenarioFileError | null {
  const boards = Number(s.board !== undefined) + Number(s.map !== undefined);
  if (boards > 1 || (boards === 0 && s.mission === undefined)) {
    return {
      source,
      path,
      message:
        'give the board either inline ("board:"), as a map ("map:") or by a mission ("mission:"), not both or neither',
    };
  }
  if (s.overlays && s.board === undefined) {
    return {
      source,
      path: `${path}.overlays`,
      message: 'overlays go with an inline "board:"; a map file has its own doors and tokens',
    };
  }
  return null;
}
