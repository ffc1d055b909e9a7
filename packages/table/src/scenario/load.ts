import { isMap, LineCounter, parseDocument } from "yaml";
import type { z } from "zod";
import { err, ok, type Result } from "../result.ts";

/** A problem in a scenario file: the file, the JSON path of the value at fault ("$" for the whole file), what. */
export interface ScenarioFileError {
  readonly source: string;
  readonly path: string;
  readonly message: string;
}

/** Reads scenario YAML into plain data: a YAML error gives its line and column. */
export function readScenarioYaml(
  text: string,
  source: string,
): Result<Record<string, unknown>, ScenarioFileError[]> {
  const lines = new LineCounter();
  const doc = parseDocument(text, { prettyErrors: false, uniqueKeys: true, lineCounter: lines });
  if (doc.errors.length > 0) {
    return err(
      doc.errors.map((e) => {
        const at = lines.linePos(e.pos[0]);
        return {
          source,
          path: "$",
          message: `YAML: ${e.message.split("\n")[0]} (line ${at.line}, column ${at.col})`,
        };
      }),
    );
  }
  if (!isMap(doc.contents))
    return err([{ source, path: "$", message: "a scenario is a YAML mapping (key: value)" }]);
  return ok(doc.toJS() as Record<string, unknown>);
}

/** The game a scenario file plays (`game:`, default zombicide), read before its game's schema checks the rest. */
export function scenarioGame(raw: Record<string, unknown>): string {
  return typeof raw.game === "string" ? raw.game : "zombicide";
}

/** Checks plain data against a game's scenario schema; each problem gives the JSON path of the value. */
export function parseWithSchema<T extends z.ZodType>(
  schema: T,
  raw: unknown,
  source: string,
): Result<z.infer<T>, ScenarioFileError[]> {
  const parsed = schema.safeParse(raw);
  if (parsed.success) return ok(parsed.data);
  return err(
    parsed.error.issues.map((i) => ({
      source,
      path: `$${i.path.map((p) => (typeof p === "number" ? `[${p}]` : `.${String(p)}`)).join("")}`,
      message: i.message,
    })),
  );
}
