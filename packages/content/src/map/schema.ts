import { z } from "zod";
import { DOOR_COLOURS, SIDES } from "../tiles/types.ts";

/** Current map schema id. Older ids are upgraded by `migrateMap` before validation. */
export const MAP_SCHEMA = "horda.map/1";

const cellX = z.number().int().min(0).max(999);
const localized = z
  .strictObject({ en: z.string().min(1).max(120).optional(), "pt-BR": z.string().min(1).max(120).optional() })
  .refine((n) => n.en !== undefined || n["pt-BR"] !== undefined, "give a name in at least one language");

export const TilePlacementSchema = z.strictObject({
  /** Pack-qualified tile id, e.g. "core2e/1R". Black Plague's 1R is "blackplague/1R". */
  tile: z.string().regex(/^[a-z0-9-]+\/[A-Za-z0-9_-]+$/, 'a tile id is "pack/tile", e.g. "core2e/1R"'),
  /** Top-left cell of the tile on the map. Core tiles are 10x10 cells, so tile slots are multiples of 10. */
  x: cellX,
  y: cellX,
  rotation: z.union([z.literal(0), z.literal(90), z.literal(180), z.literal(270)]).default(0),
});

export const DoorColourSchema = z.enum(DOOR_COLOURS);
export const SideSchema = z.enum(SIDES as ["N", "E", "S", "W"]);

/** A door token on one side of a cell: gives a printed door a colour or state, or puts a door in a wall. */
export const DoorOverlaySchema = z.strictObject({
  x: cellX,
  y: cellX,
  side: SideSchema,
  colour: DoorColourSchema.default("neutral"),
  open: z.boolean().default(false),
});

const at = { x: cellX, y: cellX, id: z.string().max(40).optional() };
const objectiveColour = z.enum(["red", "blue", "green", "yellow", "purple", "white"]);

export const TokenSchema = z.discriminatedUnion("kind", [
  z.strictObject({
    kind: z.literal("spawn"),
    ...at,
    spawn: z.enum(["start", "red", "blue", "green"]),
    active: z.boolean().default(true),
  }),
  z.strictObject({ kind: z.literal("start"), ...at }),
  z.strictObject({ kind: z.literal("exit"), ...at }),
  z.strictObject({ kind: z.literal("objective"), ...at, colour: objectiveColour.default("red") }),
  z.strictObject({ kind: z.literal("crate"), ...at }),
  z.strictObject({
    kind: z.literal("car"),
    ...at,
    /** 2E's Muscle and Police cars; the classic family's Pimpmobile (Season 1, searched once for a Pimpweapon). */
    car: z.enum(["muscle", "police", "pimpmobile"]),
    /** A Muscle Car's Epic Weapon Crate in the trunk (default: a Muscle Car holds one, the others none). */
    crate: z.boolean().optional(),
  }),
  /** A lone Companion (§12) waiting to be rallied; `card`: its ID card (default: drawn among those allowed). */
  z.strictObject({ kind: z.literal("companion"), ...at, card: z.string().min(1).max(40).optional() }),
  z.strictObject({ kind: z.literal("noise"), ...at, count: z.number().int().min(1).max(99).default(1) }),
  z.strictObject({
    kind: z.literal("zombies"),
    ...at,
    zombie: z.string().regex(/^[a-z][a-zA-Z0-9-]*$/),
    count: z.number().int().min(1).max(99),
  }),
  z.strictObject({ kind: z.literal("token"), ...at, name: z.string().min(1).max(40) }),
]);

export const MapSchema = z.strictObject({
  schema: z.literal(MAP_SCHEMA),
  id: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]*$/, "a map id is lower-case letters, digits and dashes")
    .max(64),
  name: localized,
  game: z.literal("zombicide"),
  tiles: z.array(TilePlacementSchema).min(1, "a map needs at least one tile").max(64),
  doors: z.array(DoorOverlaySchema).max(500).default([]),
  tokens: z.array(TokenSchema).max(2000).default([]),
});

export type MapFile = z.infer<typeof MapSchema>;
export type MapInput = z.input<typeof MapSchema>;
export type TilePlacement = z.infer<typeof TilePlacementSchema>;
export type DoorOverlay = z.infer<typeof DoorOverlaySchema>;
export type MapToken = z.infer<typeof TokenSchema>;
