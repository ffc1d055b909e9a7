import { err, ok, type Result } from "@horda/table";
import { migrateToCurrent } from "../migrate/migrate.ts";
import { FILE_KINDS, type FileKind } from "../schema/file-kinds.ts";
import type { MissionFile } from "../schema/missions.ts";
import { checkMission } from "./check-mission.ts";
import type { ContentError } from "./content-error.ts";
import { zodIssuesToErrors } from "./zod-errors.ts";

/**
 * Reads one mission from parsed JSON (an upload, an import): migrated to the current version, checked
 * against the schema, then against itself (tokens and counters its rules name). Errors name `source`.
 */
export function parseMissionJson(raw: unknown, source: string): Result<MissionFile, ContentError[]> {
  const migrated = migrateToCurrent(raw, FILE_KINDS.mission as FileKind<unknown>);
  if (!migrated.ok) return err([{ file: source, path: "$.schema", message: migrated.error }]);
  const parsed = FILE_KINDS.mission.schema.safeParse(migrated.value);
  if (!parsed.success) return err(zodIssuesToErrors(source, parsed.error));
  const problems = checkMission(parsed.data, source);
  return problems.length > 0 ? err(problems) : ok(parsed.data);
}
