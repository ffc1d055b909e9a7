import { z } from "zod";

/** Lower-case ids with dashes: "fire-axe", "plus-1-die". Stable across languages; never shown to players. */
export const ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const idSchema = z.string().regex(ID_PATTERN, 'expected an id of lower-case letters, digits and "-"');

/** The languages every pack names things in. */
export const LOCALES = ["en", "pt-BR"] as const;
export type Locale = (typeof LOCALES)[number];

export const namesSchema = z.strictObject({
  en: z.string().min(1),
  "pt-BR": z.string().min(1),
});
export type Names = z.infer<typeof namesSchema>;

/**
 * Fields every entity whose values might not be confirmed carries. `unverified: true` means at least one
 * value was not checked against a printed component; `note` says which and why the chosen value was picked.
 */
export const verificationFields = {
  unverified: z.boolean().optional(),
  note: z.string().min(1).optional(),
};

/**
 * Names of rule modules an entry waits for (`["shooter-walkers"]`): content that is ahead of the engine. With an
 * engine catalogue, an entry that names a skill, card effect or zombie type no module implements is then
 * refused (left out of the loaded pack and listed in `refused` with its file and JSON path) instead of failing
 * the whole pack; without `awaits` it stays an error.
 */
export const awaitsField = { awaits: z.array(idSchema).min(1).max(10).optional() };

/** Lets a data file point editors at its JSON Schema (`"$schema": "../../packages/content/schemas/x.schema.json"`). */
export const editorSchemaField = { $schema: z.string().optional() };

/** The `schema` tag of a file: `horda.<name>/<version>`. */
export function schemaTag(name: string, version: number): string {
  return `horda.${name}/${version}`;
}

export function schemaTagField(name: string, version: number) {
  return z.literal(schemaTag(name, version));
}

export const SCHEMA_TAG_PATTERN = /^horda\.([a-z-]+)\/(\d+)$/;

export const nonNegativeInt = z.number().int().min(0);
export const positiveInt = z.number().int().min(1);
