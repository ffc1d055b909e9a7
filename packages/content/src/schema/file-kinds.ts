import type { z } from "zod";
import { migrateSurvivorsV1 } from "../migrate/survivors-v1.ts";
import { ABOMINATIONS_SCHEMA, abominationsFileSchema } from "./abominations.ts";
import { EQUIPMENT_SCHEMA, equipmentFileSchema } from "./equipment.ts";
import { LOCALE_SCHEMA, localeFileSchema } from "./locale.ts";
import { MISSION_SCHEMA, missionFileSchema } from "./missions.ts";
import { PACK_SCHEMA, packManifestSchema } from "./pack.ts";
import { SKILLS_SCHEMA, skillsFileSchema } from "./skills.ts";
import { SPAWN_CARDS_SCHEMA, spawnCardsFileSchema } from "./spawn-cards.ts";
import { SURVIVORS_SCHEMA, survivorsFileSchema } from "./survivors.ts";
import { ZOMBIES_SCHEMA, zombiesFileSchema } from "./zombies.ts";

/** Turns a file of version N into version N+1 (the `schema` tag is rewritten by the caller). */
export type Migration = (data: Record<string, unknown>) => Record<string, unknown>;

/** Everything the loader needs to know about one kind of file. */
export interface FileKind<T> {
  /** The name in the `schema` tag: `horda.<name>/<version>`. */
  readonly name: string;
  readonly version: number;
  readonly schema: z.ZodType<T>;
  /** `migrations[n]` upgrades version n to n+1; a missing step means that version cannot be read. */
  readonly migrations: Readonly<Record<number, Migration>>;
}

function kind<T>(
  meta: { name: string; version: number },
  schema: z.ZodType<T>,
  migrations: Record<number, Migration> = {},
): FileKind<T> {
  return { name: meta.name, version: meta.version, schema, migrations };
}

export const FILE_KINDS = {
  pack: kind(PACK_SCHEMA, packManifestSchema),
  skills: kind(SKILLS_SCHEMA, skillsFileSchema),
  survivors: kind(SURVIVORS_SCHEMA, survivorsFileSchema, { 1: migrateSurvivorsV1 }),
  equipment: kind(EQUIPMENT_SCHEMA, equipmentFileSchema),
  zombies: kind(ZOMBIES_SCHEMA, zombiesFileSchema),
  spawnCards: kind(SPAWN_CARDS_SCHEMA, spawnCardsFileSchema),
  abominations: kind(ABOMINATIONS_SCHEMA, abominationsFileSchema),
  locale: kind(LOCALE_SCHEMA, localeFileSchema),
  mission: kind(MISSION_SCHEMA, missionFileSchema),
} as const;

export type FileKindId = keyof typeof FILE_KINDS;
