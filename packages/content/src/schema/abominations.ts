import { z } from "zod";
import {
  editorSchemaField,
  idSchema,
  namesSchema,
  positiveInt,
  schemaTagField,
  verificationFields,
} from "./common.ts";

export const ABOMINATIONS_SCHEMA = { name: "abominations", version: 1 } as const;

/** Special rules a named Abomination can carry, as data the engine reads. */
export const ABOMINATION_RULES = [
  /** Hit before any other zombie by ranged attacks (ahead of Brutes). */
  "targeted-first",
  /** Survivors in its zone cannot take Combat Actions. */
  "blocks-combat-in-zone",
  /** A Molotov into its zone kills only it; other actors and effects of that Molotov are ignored. */
  "molotov-kills-only-it",
] as const;
export type AbominationRule = (typeof ABOMINATION_RULES)[number];

/** A card of the Abomination deck: which Abomination appears when one is called for. */
export const abominationSchema = z.strictObject({
  id: idSchema,
  names: namesSchema,
  /** The zombie type whose stats it uses (`abomination`). */
  type: idSchema,
  rules: z.array(z.enum(ABOMINATION_RULES)),
  /** Cards of it in the Abomination deck. */
  count: positiveInt,
  ...verificationFields,
});
export type Abomination = z.infer<typeof abominationSchema>;

export const abominationsFileSchema = z.strictObject({
  ...editorSchemaField,
  schema: schemaTagField(ABOMINATIONS_SCHEMA.name, ABOMINATIONS_SCHEMA.version),
  abominations: z.array(abominationSchema),
});
export type AbominationsFile = z.infer<typeof abominationsFileSchema>;
