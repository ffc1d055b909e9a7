import { z } from "zod";
import {
  awaitsField,
  editorSchemaField,
  idSchema,
  nonNegativeInt,
  schemaTagField,
  verificationFields,
} from "./common.ts";

export const SPAWN_CARDS_SCHEMA = { name: "spawn-cards", version: 1 } as const;

export const DANGER_LEVELS = ["blue", "yellow", "orange", "red"] as const;
export type DangerLevel = (typeof DANGER_LEVELS)[number];

/** The printed card number, three digits ("001"). */
const cardNumber = z.string().regex(/^\d{3}$/, 'expected the card number as three digits, e.g. "001"');

const perLevel = <T extends z.ZodType>(value: T) =>
  z.strictObject({ blue: value, yellow: value, orange: value, red: value });

export const spawnCardSchema = z.discriminatedUnion("kind", [
  /** Places `counts[level]` zombies of the type; a Rush card activates them at once. */
  z.strictObject({
    id: cardNumber,
    kind: z.enum(["spawn", "rush"]),
    zombie: idSchema,
    counts: perLevel(nonNegativeInt),
    /** Classic cards: the zombie type of each level when it is not `zombie` ("1 Walker / 2 Runners / ..."). */
    zombies: perLevel(idSchema).optional(),
    /** Classic manhole cards: the zombies come out of the manholes, not the zone the card was drawn for. */
    manhole: z.boolean().optional(),
    /** Fort Hendrix: the card carries the "Zombie Shooter" mark (Shooter Walkers shoot, then join; #041-#080). */
    shooter: z.boolean().optional(),
    ...awaitsField,
    ...verificationFields,
  }),
  /** Places nothing; every zombie of the type gets an extra activation on the levels marked true. */
  z.strictObject({
    id: cardNumber,
    kind: z.literal("extra-activation"),
    zombie: idSchema,
    activates: perLevel(z.boolean()),
    ...awaitsField,
    ...verificationFields,
  }),
]);
export type SpawnCard = z.infer<typeof spawnCardSchema>;

export const spawnCardsFileSchema = z.strictObject({
  ...editorSchemaField,
  schema: schemaTagField(SPAWN_CARDS_SCHEMA.name, SPAWN_CARDS_SCHEMA.version),
  cards: z.array(spawnCardSchema),
  /** Packs whose Zombie cards these replace (Fort Hendrix #041-#080 replace the core #001-#040). */
  replaces: z.array(idSchema).optional(),
});
export type SpawnCardsFile = z.infer<typeof spawnCardsFileSchema>;
