import {
  checkMission,
  FILE_KINDS,
  type MissionFile,
  nestingDepth,
  readDataFile,
  textProblems,
} from "@horda/content";
import { err, ok, type Result } from "@horda/table";
import { compileMap } from "@horda/zombicide";
import type { TileLookup } from "../model/geometry.ts";

/** One reason an import was refused: where (a JSON path, or line:column for bad JSON) and what. */
export interface ImportError {
  readonly where: string;
  readonly message: string;
}

export const MAX_IMPORT_BYTES = 1_000_000;
export const MAX_DEPTH = 32;
export interface ImportOptions {
  readonly tiles: TileLookup;
  readonly zombieTypes?: readonly string[];
  readonly source?: string;
}

/**
 * Reads a mission file the user gives us (a file, a link): size and nesting limits, JSON, keys that could
 * pollute prototypes, markup in text, the `horda.mission/N` version (older versions migrate), the mission
 * schema, the loader's mission checks and the map compiler with the tiles we know. Nothing is changed by a
 * refused import: this function only reads.
 */
export function importMissionText(text: string, options: ImportOptions): Result<MissionFile, ImportError[]> {
  const source = options.source ?? "mission";
  if (text.length > MAX_IMPORT_BYTES)
    return err([
      {
        where: "$",
        message: `the file is ${text.length} bytes; a mission may have at most ${MAX_IMPORT_BYTES}`,
      },
    ]);
  if (text.trim() === "") return err([{ where: "$", message: "the file is empty" }]);
  const depth = nestingDepth(text);
  if (depth > MAX_DEPTH)
    return err([
      { where: "$", message: `values are nested ${depth} deep; a mission needs at most ${MAX_DEPTH}` },
    ]);
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    // Fall through: readDataFile reports bad JSON with its line and column.
  }
  if (raw !== undefined) {
    if (raw === null || typeof raw !== "object" || Array.isArray(raw))
      return err([{ where: "$", message: "a mission file is a JSON object" }]);
    // The same checks the server runs on what it stores (@horda/content's text checks).
    const problems = textProblems(raw, Number.POSITIVE_INFINITY);
    if (problems.length > 0) return err(problems.map((p) => ({ where: p.path, message: p.message })));
  }
  const read = readDataFile({ path: source, text }, FILE_KINDS.mission);
  if (!read.ok) return err(read.error.map(toImportError));
  const checks = checkMission(read.value, source);
  if (checks.length > 0) return err(checks.map(toImportError));
  const compiled = compileMap(
    read.value.map,
    options.tiles,
    options.zombieTypes ? { zombieTypes: options.zombieTypes } : {},
  );
  if (!compiled.ok)
    return err(compiled.error.map((e) => ({ where: `$.map${e.path.slice(1)}`, message: e.message })));
  return ok(read.value);
}

function toImportError(e: { path?: string; line?: number; column?: number; message: string }): ImportError {
  const where =
    e.path ?? (e.line !== undefined ? `line ${e.line}${e.column !== undefined ? `:${e.column}` : ""}` : "$");
  return { where, message: e.message };
}

/** The file we write: the mission JSON, two-space indented, with a final newline. */
export function exportMissionText(m: MissionFile): string {
  return `${JSON.stringify(m, null, 2)}\n`;
}
