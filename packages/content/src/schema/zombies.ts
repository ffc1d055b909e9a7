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

/** Rules of a zombie type that are not numbers (classic family); each names the rule module's effect. */
export const ZOMBIE_TRAITS = [
  /** Toxic City Mall: killed in the killer's Zone, it deals the killer 1 Wound (Toxic Blood Spray). */
  "toxic-blood-spray",
  /** Toxic City Mall: standard zombies in its Zone turn into their toxic kind at the end of the Zombies' Phase. */
  "turns-zone-toxic",
  /** Toxic City Mall: ignores the Extra Activation cards of other (standard) types. */
  "ignores-standard-extra-activations",
  /** VIP #2: its killer keeps it as a trophy; five different models are traded for a Pimpweapon. */
  "vip-trophy",
] as const;

export const zombieTypeSchema = z.strictObject({
  id: idSchema,
  names: namesSchema,
  /** The names of two or more ("Shooter Walkers"), for counts in the log; absent: "2 × Shooter Walker". */
  plural: namesSchema.optional(),
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
  /**
   * Classic: the type a Zombie card places instead when no more of this one may be on the board (a second
   * Abomination comes as a Fatty with its escort).
   */
  replacedBy: idSchema.optional(),
  /** Classic: zombies that come with each one a Zombie card places (a Fatty brings two Walkers). */
  escort: z.strictObject({ zombie: idSchema, count: positiveInt }).optional(),
  /** Rules of the type that are not numbers, each played by a rule module (`ZOMBIE_TRAITS`). */
  traits: z.array(z.enum(ZOMBIE_TRAITS)).optional(),
  /** Classic Toxic zombies: the standard type this is the toxic kind of (a Toxic Abomination turns one into it). */
  toxicOf: idSchema.optional(),
  /**
   * Classic: the standard type this one is a kind of (a VIP Walker is a Walker with a mark): it takes that type's
   * Extra Activations, and a Toxic Abomination turns it as that type.
   */
  kindOf: idSchema.optional(),
  /** Classic: the type placed instead when no miniature of this one is left (VIP Walkers: standard Walkers). */
  standIn: idSchema.optional(),
  /** Miniature models the pool is drawn from at random (VIP Walkers: Santa, Policeman...), with how many of each. */
  models: z.array(z.strictObject({ id: idSchema, names: namesSchema, count: positiveInt })).optional(),
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
