import { z } from "zod";
import {
  awaitsField,
  editorSchemaField,
  idSchema,
  nonNegativeInt,
  positiveInt,
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
    /** Fort Hendrix: the card carries the "Zombie Shooter" mark (Shooter Walkers shoot, then join; #041-#080). */
    shooter: z.boolean().optional(),
    ...awaitsField,
    ...verificationFields,
  }),
  /**
   * Classic decks: each Danger Level's line names its own zombie type (`null`: the line is empty). A `manhole`
   * card's zombies come out of the manholes of every tile where a survivor stands instead of the drawing Zone.
   */
  z.strictObject({
    id: cardNumber,
    kind: z.literal("mixed"),
    lines: perLevel(z.strictObject({ zombie: idSchema, count: positiveInt }).nullable()),
    manhole: z.boolean().optional(),
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

/** The zombie types a Zombie card names (one, or one per line of a classic card). */
export function spawnCardZombies(card: SpawnCard): string[] {
  if (card.kind !== "mixed") return [card.zombie];
  return [...new Set(DANGER_LEVELS.flatMap((l) => (card.lines[l] ? [card.lines[l].zombie] : [])))];
}

/** What a Zombie card places at a Danger Level: a zombie type and how many (0 when the line is empty). */
export function spawnLine(
  card: Exclude<SpawnCard, { kind: "extra-activation" }>,
  level: DangerLevel,
): { readonly zombie: string; readonly count: number } {
  if (card.kind !== "mixed") return { zombie: card.zombie, count: card.counts[level] };
  return card.lines[level] ?? { zombie: spawnCardZombies(card)[0] ?? "walker", count: 0 };
}

export const spawnCardsFileSchema = z.strictObject({
  ...editorSchemaField,
  schema: schemaTagField(SPAWN_CARDS_SCHEMA.name, SPAWN_CARDS_SCHEMA.version),
  cards: z.array(spawnCardSchema),
  /** Packs whose Zombie cards these replace (Fort Hendrix #041-#080 replace the core #001-#040). */
  replaces: z.array(idSchema).optional(),
});
export type SpawnCardsFile = z.infer<typeof spawnCardsFileSchema>;
