import { err, ok, type Result } from "@horda/table";
import type { z } from "zod";
import { migrateToCurrent } from "../migrate/migrate.ts";
import type { FileKind, Migration } from "../schema/file-kinds.ts";
import { type MapFile, MapSchema } from "./schema.ts";

export interface MapFileError {
  readonly source: string;
  /** JSON path of the offending value, e.g. "$.tokens[3].x". */
  readonly path: string;
  readonly message: string;
}

/** Map migrations by the version they upgrade from. Version 1 is the first; none exist yet. */
export const MAP_MIGRATIONS: Record<number, Migration> = {};
export const MAP_VERSION = 1;
export const MAP_FILE_KIND: FileKind<MapFile> = {
  name: "map",
  version: MAP_VERSION,
  schema: MapSchema,
  migrations: MAP_MIGRATIONS,
};

export function jsonPath(path: readonly PropertyKey[]): string {
  return `$${path.map((p) => (typeof p === "number" ? `[${p}]` : `.${String(p)}`)).join("")}`;
}

export function zodErrors(source: string, error: z.ZodError): MapFileError[] {
  return error.issues.map((i) => ({ source, path: jsonPath(i.path), message: i.message }));
}

/** Parses map JSON text: bad JSON, an unknown version or a value that breaks the schema is refused. */
export function parseMapText(
  text: string,
  source: string,
  maxBytes = 2_000_000,
): Result<MapFile, MapFileError[]> {
  if (text.length > maxBytes) {
    return err([
      { source, path: "$", message: `map file is ${text.length} bytes; the limit is ${maxBytes}` },
    ]);
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (e) {
    return err([{ source, path: "$", message: `not valid JSON: ${(e as Error).message}` }]);
  }
  return parseMapJson(raw, source);
}

export function parseMapJson(raw: unknown, source: string): Result<MapFile, MapFileError[]> {
  const migrated = migrateToCurrent(raw, MAP_FILE_KIND as FileKind<unknown>);
  if (!migrated.ok) return err([{ source, path: "$.schema", message: migrated.error }]);
  const parsed = MapSchema.safeParse(migrated.value);
  if (!parsed.success) return err(zodErrors(source, parsed.error));
  return ok(parsed.data);
}
