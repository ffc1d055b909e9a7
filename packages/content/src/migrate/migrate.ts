import { err, ok, type Result } from "@horda/table";
import { SCHEMA_TAG_PATTERN, schemaTag } from "../schema/common.ts";
import type { FileKind } from "../schema/file-kinds.ts";

/**
 * Reads the `schema` tag of a parsed file and upgrades the data to the current version of its kind.
 * Returns the upgraded data, or a message saying why the file cannot be read as that kind.
 */
export function migrateToCurrent(data: unknown, kind: FileKind<unknown>): Result<unknown, string> {
  if (typeof data !== "object" || data === null || Array.isArray(data)) {
    return err(`expected a JSON object with "schema": "${schemaTag(kind.name, kind.version)}"`);
  }
  const record = data as Record<string, unknown>;
  const tag = record.schema;
  const current = schemaTag(kind.name, kind.version);
  if (typeof tag !== "string") return err(`missing "schema" tag; expected "${current}"`);
  const m = SCHEMA_TAG_PATTERN.exec(tag);
  if (!m || m[1] !== kind.name)
    return err(`schema "${tag}" is not a ${kind.name} file; expected "${current}"`);
  let version = Number(m[2]);
  if (version > kind.version) {
    return err(`schema "${tag}" is newer than this version of Horda reads (up to "${current}")`);
  }
  let upgraded = record;
  while (version < kind.version) {
    const step = kind.migrations[version];
    if (!step)
      return err(`schema "${tag}" is too old: no migration from version ${version}; expected "${current}"`);
    upgraded = { ...step(upgraded), schema: schemaTag(kind.name, version + 1) };
    version += 1;
  }
  return ok(upgraded);
}
