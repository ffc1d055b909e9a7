import { z } from "zod";
import {
  editorSchemaField,
  idSchema,
  namesSchema,
  positiveInt,
  schemaTagField,
  verificationFields,
} from "./common.ts";

export const WOUND_CARDS_SCHEMA = { name: "wound-cards", version: 1 } as const;

/**
 * One title of a Wound deck (Rio Z Janeiro): each Wound a survivor takes draws a card and applies its `effect`, an
 * id the rule module named by the file's `module` implements (its `cardEffects`).
 */
export const woundCardSchema = z.strictObject({
  id: idSchema,
  names: namesSchema,
  /** The rule the card applies (`light-wound`, `weak-spot`...). */
  effect: idSchema,
  /** Copies of it in the deck. */
  count: positiveInt,
  ...verificationFields,
});
export type WoundCard = z.infer<typeof woundCardSchema>;

export const woundCardsFileSchema = z.strictObject({
  ...editorSchemaField,
  schema: schemaTagField(WOUND_CARDS_SCHEMA.name, WOUND_CARDS_SCHEMA.version),
  /**
   * The rule module that plays the deck. The loader checks the effects against what the engine implements once
   * its profile has this module; until then the deck is data only and a mission naming the module is refused.
   */
  module: idSchema,
  cards: z.array(woundCardSchema).min(1),
});
export type WoundCardsFile = z.infer<typeof woundCardsFileSchema>;
