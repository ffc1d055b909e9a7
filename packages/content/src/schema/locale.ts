import { z } from "zod";
import { editorSchemaField, LOCALES, schemaTagField } from "./common.ts";

export const LOCALE_SCHEMA = { name: "locale", version: 1 } as const;

/** Dotted lower-case keys: "danger.blue", "action.melee". */
const keySchema = z
  .string()
  .regex(/^[a-z0-9-]+(?:\.[a-z0-9-]+)*$/, 'expected a dotted key such as "danger.blue"');

export const localeFileSchema = z.strictObject({
  ...editorSchemaField,
  schema: schemaTagField(LOCALE_SCHEMA.name, LOCALE_SCHEMA.version),
  locale: z.enum(LOCALES),
  strings: z.record(keySchema, z.string().min(1)),
});
export type LocaleFile = z.infer<typeof localeFileSchema>;
