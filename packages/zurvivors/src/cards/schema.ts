import { z } from "zod";
import { ITEM_KINDS, TOKEN_KINDS, ZOMBIE_ITEMS } from "../kinds.ts";

/** Schemas of a Zurvivors card set: one JSON file per kind of card (see docs/zurvivors.md). */

export const SET_SCHEMA_VERSION = 1;

const text = z.object({ en: z.string().min(1), "pt-BR": z.string().min(1) }).strict();
const id = z.string().regex(/^[a-z0-9][a-z0-9-]*$/, "ids are lower-case letters, digits and dashes");
const steps = z.number().int().min(1).max(3);
const itemKind = z.enum(ITEM_KINDS);
const tokenKind = z.enum(TOKEN_KINDS);
const zombieItem = z.enum(ZOMBIE_ITEMS);

/** The effect vocabulary shared by city, placement, reward, survivor and zombie cards. */
export const effectSchema = z.discriminatedUnion("kind", [
  /** The acting survivor moves towards the Rescue Card, revealing face-down city cards entered. */
  z.object({ kind: z.literal("advance"), steps }).strict(),
  /** The acting survivor moves towards the Zombie Horde Card. */
  z.object({ kind: z.literal("retreat"), steps }).strict(),
  /** Activate the reward card level of the completed combination. */
  z.object({ kind: z.literal("reward") }).strict(),
  /** A zombie icon: complete advances the horde one card; two broken icons advance it one card. */
  z.object({ kind: z.literal("hordeIcon"), icon: z.enum(["full", "broken"]) }).strict(),
  z.object({ kind: z.literal("hordeAdvance"), steps }).strict(),
  z.object({ kind: z.literal("hordeRetreat"), steps }).strict(),
  /** Gain one token; with several kinds listed, the survivor chooses one. */
  z.object({ kind: z.literal("gainToken"), tokens: z.array(tokenKind).min(1) }).strict(),
  /** Remove 1 placed item card from a survivor of your choice. */
  z.object({ kind: z.literal("removeCard") }).strict(),
  /** Remove 1 item or weapon token from a survivor of your choice. */
  z.object({ kind: z.literal("removeToken") }).strict(),
  /** Move another survivor of your choice one card towards the horde or the rescue. */
  z.object({ kind: z.literal("pushOther"), toward: z.enum(["horde", "rescue"]) }).strict(),
  /** Block another survivor's ability (now if still unused this round, else next round). */
  z.object({ kind: z.literal("block") }).strict(),
  /** Ability: turn 1 of your placed item cards into a token of that item. */
  z.object({ kind: z.literal("exchangeOne") }).strict(),
  /** Ability: take 1 item token from another survivor still in the round. */
  z.object({ kind: z.literal("stealToken") }).strict(),
  /** Zombie: the survivors in the round furthest from the horde move back. */
  z.object({ kind: z.literal("leaderBack"), steps }).strict(),
  /** Zombie: every survivor in the round discards the item card they placed last. */
  z.object({ kind: z.literal("discardLastPlaced") }).strict(),
  /** Zombie: every survivor in the round discards the token they stored last. */
  z.object({ kind: z.literal("discardToken") }).strict(),
]);
export type Effect = z.infer<typeof effectSchema>;
export type EffectKind = Effect["kind"];

const fileHead = {
  schemaVersion: z.literal(SET_SCHEMA_VERSION),
  unverified: z.boolean().optional(),
  note: z.string().optional(),
};

export const packSchema = z
  .object({
    ...fileHead,
    id,
    game: z.literal("zurvivors"),
    names: text,
    description: text.optional(),
  })
  .strict();

export const itemCardSchema = z
  .object({
    id,
    /** Blue side: the survivor item. */
    item: itemKind,
    /** Red side: the zombie item. */
    zombie: zombieItem,
    /** The player-count symbol: used from this many players up (5 prints as "5+"). */
    players: z.number().int().min(3).max(6),
  })
  .strict();

export const itemsFileSchema = z
  .object({
    ...fileHead,
    zombieItems: z.object(
      Object.fromEntries(ZOMBIE_ITEMS.map((k) => [k, text])) as Record<
        (typeof ZOMBIE_ITEMS)[number],
        typeof text
      >,
    ),
    cards: z.array(itemCardSchema),
  })
  .strict();

export const escapeCardSchema = z.object({ id, survivor: id }).strict();
export const escapeFileSchema = z.object({ ...fileHead, cards: z.array(escapeCardSchema) }).strict();

export const survivorCardSchema = z
  .object({
    id,
    color: z.string().min(1),
    names: text,
    ability: z.object({ effects: z.array(effectSchema).min(1), text }).strict(),
    zombie: z
      .object({ combination: z.array(zombieItem).min(1), effects: z.array(effectSchema).min(1), text })
      .strict(),
  })
  .strict();
export const survivorsFileSchema = z.object({ ...fileHead, cards: z.array(survivorCardSchema) }).strict();

export const objectiveCardSchema = z.object({ id, combinations: z.array(z.array(itemKind).min(1)) }).strict();
export const objectivesFileSchema = z.object({ ...fileHead, cards: z.array(objectiveCardSchema) }).strict();

export const rewardLevelSchema = z
  .object({ effects: z.array(effectSchema).min(1), icon: z.enum(["full", "broken"]), text })
  .strict();
export const rewardCardSchema = z
  .object({
    id,
    category: z.enum(["removeItems", "gainArmament", "influenceSurvivors"]),
    levels: z.array(rewardLevelSchema),
  })
  .strict();
export const rewardsFileSchema = z.object({ ...fileHead, cards: z.array(rewardCardSchema) }).strict();

export const cityCardSchema = z.object({ id, effects: z.array(effectSchema), text }).strict();
export const cityFileSchema = z.object({ ...fileHead, cards: z.array(cityCardSchema) }).strict();

const box = z.object({ effects: z.array(effectSchema), text }).strict();
export const placementCardSchema = z
  .object({
    id,
    /** Position in the ascending placement deck: 1 is the first survivor to escape. */
    order: z.number().int().min(1).max(6),
    /** Boxes by player count; 3-player games read the "4" box (docs/zurvivors.md). */
    boxes: z.object({ "4": box.optional(), "5": box.optional(), "6": box.optional() }).strict(),
  })
  .strict();
export const placementFileSchema = z.object({ ...fileHead, cards: z.array(placementCardSchema) }).strict();

export const timeCardSchema = z
  .object({ id, front: z.number().int().min(1).max(6), back: z.number().int().min(1).max(6) })
  .strict();
export const timeFileSchema = z.object({ ...fileHead, cards: z.array(timeCardSchema) }).strict();

export const tokensFileSchema = z
  .object({
    ...fileHead,
    counts: z.object(
      Object.fromEntries(TOKEN_KINDS.map((k) => [k, z.number().int().min(0)])) as Record<
        (typeof TOKEN_KINDS)[number],
        z.ZodNumber
      >,
    ),
  })
  .strict();

/** The files of a set folder and the schema each must follow. */
export const SET_FILES = {
  "pack.json": packSchema,
  "items.json": itemsFileSchema,
  "escape.json": escapeFileSchema,
  "survivors.json": survivorsFileSchema,
  "objectives.json": objectivesFileSchema,
  "rewards.json": rewardsFileSchema,
  "city.json": cityFileSchema,
  "placement.json": placementFileSchema,
  "time.json": timeFileSchema,
  "tokens.json": tokensFileSchema,
} as const;
export type SetFileName = keyof typeof SET_FILES;

export type ItemCard = z.infer<typeof itemCardSchema>;
export type EscapeCard = z.infer<typeof escapeCardSchema>;
export type SurvivorCard = z.infer<typeof survivorCardSchema>;
export type ObjectiveCard = z.infer<typeof objectiveCardSchema>;
export type RewardCard = z.infer<typeof rewardCardSchema>;
export type CityCard = z.infer<typeof cityCardSchema>;
export type PlacementCard = z.infer<typeof placementCardSchema>;
export type TimeCard = z.infer<typeof timeCardSchema>;

/** A whole card set, as the engine reads it (one object per file). */
export interface CardSet {
  readonly pack: z.infer<typeof packSchema>;
  readonly items: z.infer<typeof itemsFileSchema>;
  readonly escape: z.infer<typeof escapeFileSchema>;
  readonly survivors: z.infer<typeof survivorsFileSchema>;
  readonly objectives: z.infer<typeof objectivesFileSchema>;
  readonly rewards: z.infer<typeof rewardsFileSchema>;
  readonly city: z.infer<typeof cityFileSchema>;
  readonly placement: z.infer<typeof placementFileSchema>;
  readonly time: z.infer<typeof timeFileSchema>;
  readonly tokens: z.infer<typeof tokensFileSchema>;
}

export const SET_KEYS: Record<SetFileName, keyof CardSet> = {
  "pack.json": "pack",
  "items.json": "items",
  "escape.json": "escape",
  "survivors.json": "survivors",
  "objectives.json": "objectives",
  "rewards.json": "rewards",
  "city.json": "city",
  "placement.json": "placement",
  "time.json": "time",
  "tokens.json": "tokens",
};
