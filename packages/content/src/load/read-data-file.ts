import { err, ok, type Result } from "@horda/table";
import type { z } from "zod";
import { migrateToCurrent } from "../migrate/migrate.ts";
import type { FileKind } from "../schema/file-kinds.ts";
import { type ContentError, contentError } from "./content-error.ts";
import type { FileRecord } from "./file-record.ts";
import { parseJsonText } from "./parse-json.ts";
import { zodIssuesToErrors } from "./zod-errors.ts";

/** Says "missing" rather than zod's "received undefined" for absent required fields. */
const missingFieldMessage: z.core.$ZodErrorMap = (issue) =>
  issue.code === "invalid_type" && issue.input === undefined
    ? `missing required field (expected ${issue.expected})`
    : undefined;

/** Parses one JSON data file as the given kind: JSON syntax, schema tag and migration, then the schema. */
export function readDataFile<T>(record: FileRecord, kind: FileKind<T>): Result<T, ContentError[]> {
  const parsed = parseJsonText(record.path, record.text);
  if (!parsed.ok) return parsed;
  const migrated = migrateToCurrent(parsed.value, kind as FileKind<unknown>);
  if (!migrated.ok) return err([contentError(record.path, migrated.error, { path: "$.schema" })]);
  const result = kind.schema.safeParse(migrated.value, { error: missingFieldMessage });
  if (!result.success) return err(zodIssuesToErrors(record.path, result.error));
  return ok(result.data);
}
