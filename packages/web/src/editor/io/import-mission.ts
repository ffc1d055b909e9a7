import { checkMission, FILE_KINDS, type MissionFile, readDataFile } from "@horda/content";
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
const FORBIDDEN_KEYS = new Set(["__proto__", "constructor", "prototype"]);
const MARKUP = /<\s*\/?\s*[a-z!]|javascript:/i;

/** True when a string holds a control character other than tab, newline and carriage return. */
function hasControl(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 32 && c !== 9 && c !== 10 && c !== 13) return true;
  }
  return false;
}

/** Deepest nesting of [ and { outside strings, without parsing (so hostile depth never reaches JSON.parse). */
export function nestingDepth(text: string): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === "\\") i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === "{" || c === "[") max = Math.max(max, ++depth);
    else if (c === "}" || c === "]") depth--;
  }
  return max;
}

/** Every key and string of a parsed value, with its JSON path. */
function* walk(value: unknown, path: string): Generator<{ path: string; key?: string; text?: string }> {
  if (typeof value === "string") yield { path, text: value };
  else if (Array.isArray(value))
    for (let i = 0; i < value.length; i++) yield* walk(value[i], `${path}[${i}]`);
  else if (value && typeof value === "object")
    for (const key of Object.keys(value)) {
      yield { path, key };
      yield* walk((value as Record<string, unknown>)[key], `${path}.${key}`);
    }
}

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
    const problems: ImportError[] = [];
    for (const item of walk(raw, "$")) {
      if (item.key !== undefined && FORBIDDEN_KEYS.has(item.key))
        problems.push({ where: item.path, message: `the key "${item.key}" is not allowed` });
      if (item.text !== undefined && (MARKUP.test(item.text) || hasControl(item.text)))
        problems.push({
          where: item.path,
          message: "text may not contain markup, scripts or control characters",
        });
    }
    if (problems.length > 0) return err(problems);
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
