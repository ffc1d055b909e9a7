import { z } from "zod";
import {
  awaitsField,
  editorSchemaField,
  idSchema,
  namesSchema,
  schemaTagField,
  verificationFields,
} from "./common.ts";

export const PACK_SCHEMA = { name: "pack", version: 1 } as const;

/** A path inside the pack folder, with "/" separators and no way out of it. */
const packPath = z
  .string()
  .regex(
    /^(?![/.])(?!.*\.\.)[A-Za-z0-9_./-]+$/,
    'expected a relative path inside the pack folder (no ".." or leading "/")',
  );

/** Which data files the pack has. Every entry is optional: an expansion brings only what it adds. */
export const packFilesSchema = z.strictObject({
  skills: packPath.optional(),
  survivors: packPath.optional(),
  equipment: packPath.optional(),
  zombies: packPath.optional(),
  spawnCards: packPath.optional(),
  abominations: packPath.optional(),
  locales: z.array(packPath).optional(),
  /** A folder: every `*.tile` file in it is a tile face. */
  tiles: packPath.optional(),
  /** A folder: every `*.mission.json` file in it is a mission (docs/missions.md). */
  missions: packPath.optional(),
});
export type PackFiles = z.infer<typeof packFilesSchema>;

const packCommon = {
  ...editorSchemaField,
  schema: schemaTagField(PACK_SCHEMA.name, PACK_SCHEMA.version),
  id: idSchema,
  names: namesSchema,
  extends: z.array(idSchema).default([]),
  files: packFilesSchema,
  ...verificationFields,
};

export const packManifestSchema = z.discriminatedUnion("game", [
  z.strictObject({
    ...packCommon,
    game: z.literal("zombicide"),
    /** Which rule family the pack's content belongs to: 2nd Edition, classic (Season 1 era), Black Plague. */
    ruleProfile: z.enum(["2e", "classic", "black-plague"]),
    /**
     * The rule profile or modules the whole pack waits for (`["classic"]`): while the engine lacks the pack's
     * profile, the pack is refused whole (every entry left out, one line in `refused`) instead of failing.
     */
    ...awaitsField,
  }),
  z.strictObject({ ...packCommon, game: z.literal("zurvivors") }),
]);
export type PackManifest = z.infer<typeof packManifestSchema>;
