import { err, ok, type Result } from "@horda/table";
import { isMap, parseDocument } from "yaml";
import { type Scenario, ScenarioSchema } from "./schema.ts";

export interface ScenarioFileError {
  readonly source: string;
  readonly path: string;
  readonly message: string;
}

/** Reads scenario YAML: a YAML error gives its line, a schema error the JSON path of the value. */
export function parseScenarioText(text: string, source: string): Result<Scenario, ScenarioFileError[]> {
  const doc = parseDocument(text, { prettyErrors: false, uniqueKeys: true });
  if (doc.errors.length > 0) {
    return err(
      doc.errors.map((e) => ({
        source,
        path: "$",
        message: `YAML: ${e.message.split("\n")[0]}${e.linePos ? ` (line ${e.linePos[0].line}, column ${e.linePos[0].col})` : ""}`,
      })),
    );
  }
  if (!isMap(doc.contents))
    return err([{ source, path: "$", message: "a scenario is a YAML mapping (key: value)" }]);
  const parsed = ScenarioSchema.safeParse(doc.toJS());
  if (!parsed.success) {
    return err(
      parsed.error.issues.map((i) => ({
        source,
        path: `$${i.path.map((p) => (typeof p === "number" ? `[${p}]` : `.${String(p)}`)).join("")}`,
        message: i.message,
      })),
    );
  }
  const s = parsed.data;
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
