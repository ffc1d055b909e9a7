import { z } from "zod";
import {
  awaitsField,
  editorSchemaField,
  idSchema,
  namesSchema,
  nonNegativeInt,
  positiveInt,
  schemaTagField,
  verificationFields,
} from "./common.ts";

export const ZOMBIES_SCHEMA = { name: "zombies", version: 1 } as const;

export const zombieTypeSchema = z.strictObject({
  id: idSchema,
  names: namesSchema,
  /** Actions per activation. */
  actions: positiveInt,
  /** Lowest weapon Damage that kills it in one hit. */
  damageToKill: positiveInt,
  /** A Molotov kills it whatever its Damage threshold. */
  molotovKills: z.boolean(),
  /** Adrenaline Points to the survivor who kills it. */
  adrenaline: nonNegativeInt,
  /** Wounds one of its attacks deals. */
  woundsPerAttack: positiveInt,
  /** Targeting Priority Order for ranged hits: 1 is hit first; equal numbers are the player's choice. */
  targetingPriority: positiveInt,
  /** At most this many of the type on the board at once (standard rule: one Abomination). */
  maxOnBoard: positiveInt.optional(),
  /** Black Plague: its Wounds cannot be cancelled by Armour rolls (Abominations, the Wolfbomination). */
  ignoresArmour: z.boolean().optional(),
  /** Black Plague: a Necromancer, which flees to a Spawn Zone instead of hunting (the `necromancers` module). */
  flees: z.boolean().optional(),
  ...awaitsField,
  ...verificationFields,
});
export type ZombieType = z.infer<typeof zombieTypeSchema>;

export const zombiesFileSchema = z.strictObject({
  ...editorSchemaField,
  schema: schemaTagField(ZOMBIES_SCHEMA.name, ZOMBIES_SCHEMA.version),
  types: z.array(zombieTypeSchema),
  /** Miniatures this box brings, by zombie type id (types may come from an extended pack). */
  pools: z.record(idSchema, positiveInt),
});
export type ZombiesFile = z.infer<typeof zombiesFileSchema>;
