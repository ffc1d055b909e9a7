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
  /**
   * Black Plague: places nothing here; the next Spawn Zone (or room) draws two cards instead of one (the
   * `black-plague-spawns` module plays it).
   */
  z.strictObject({
    id: cardNumber,
    kind: z.literal("double-spawn"),
    ...awaitsField,
    ...verificationFields,
  }),
  /**
   * Black Plague: a Necromancer of type `zombie` arrives with its own Spawn token and spawns at once, or those on
   * the board get an extra Activation (the `necromancers` module plays it).
   */
  z.strictObject({
    id: cardNumber,
    kind: z.literal("necromancer"),
    zombie: idSchema,
    ...awaitsField,
    ...verificationFields,
  }),
]);
export type SpawnCard = z.infer<typeof spawnCardSchema>;

/**
 * The zombie types a Zombie card names, each with the JSON path (under the card) where it is named, for the
 * loader's messages (a Double Spawn names none; a mixed card one per line).
 */
export function spawnCardZombiePaths(card: SpawnCard): { zombie: string; path: string }[] {
  switch (card.kind) {
    case "double-spawn":
      return [];
    case "mixed":
      return DANGER_LEVELS.flatMap((level) => {
        const line = card.lines[level];
        return line ? [{ zombie: line.zombie, path: `.lines.${level}.zombie` }] : [];
      });
    default:
      return [{ zombie: card.zombie, path: ".zombie" }];
  }
}

/** The zombie types a Zombie card names (none, one, or one per line of a mixed card). */
export function spawnCardZombies(card: SpawnCard): string[] {
  return [...new Set(spawnCardZombiePaths(card).map((p) => p.zombie))];
}

/** What a Zombie card places at a Danger Level: a zombie type and how many (0 when the line is empty). */
export function spawnLine(
  card: Extract<SpawnCard, { kind: "spawn" | "rush" | "mixed" }>,
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
