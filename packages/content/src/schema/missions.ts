import { z } from "zod";
import { MapSchema } from "../map/schema.ts";
import {
  editorSchemaField,
  idSchema,
  namesSchema,
  positiveInt,
  schemaTagField,
  verificationFields,
} from "./common.ts";
import { doorColour, effectSchema, missionText as text } from "./mission-effects.ts";
import { objectiveSetSchema } from "./objective-cards.ts";

export { effectSchema, type MissionEffect } from "./mission-effects.ts";

export const MISSION_SCHEMA = { name: "mission", version: 1 } as const;

const colour = z.enum(["red", "blue", "green", "yellow", "purple", "white"]);

/**
 * When a special rule fires. The engine raises these from its own events (docs/missions.md lists them),
 * so a mission never needs code.
 */
export const triggerSchema = z.discriminatedUnion("event", [
  z.strictObject({ event: z.literal("objectiveTaken"), colour: colour.optional() }),
  z.strictObject({ event: z.literal("allObjectivesTaken"), colour: colour.optional() }),
  z.strictObject({ event: z.literal("crateTaken") }),
  z.strictObject({ event: z.literal("doorOpened"), colour: doorColour.optional() }),
  z.strictObject({ event: z.literal("roundStart"), round: positiveInt }),
  z.strictObject({ event: z.literal("roundEnd"), round: positiveInt }),
  z.strictObject({ event: z.literal("zombieKilled"), zombie: idSchema.optional() }),
  /** A survivor ends a move in the zone of the map token with this id. */
  z.strictObject({ event: z.literal("survivorEntersZone"), token: z.string().min(1).max(40) }),
  z.strictObject({ event: z.literal("counterReached"), counter: idSchema, value: positiveInt }),
]);
export type MissionTrigger = z.infer<typeof triggerSchema>;

export const specialRuleSchema = z.strictObject({
  id: idSchema,
  on: triggerSchema,
  do: z.array(effectSchema).min(1).max(20),
  /** Fires once (default) or every time. */
  repeat: z.boolean().default(false),
});
export type SpecialRule = z.infer<typeof specialRuleSchema>;

/** A goal the survivors must reach; the mission is won when all goals are met. */
export const goalSchema = z.discriminatedUnion("goal", [
  z.strictObject({
    goal: z.literal("takeObjectives"),
    colour: colour.optional(),
    count: z.union([positiveInt, z.literal("all")]),
  }),
  z.strictObject({
    goal: z.literal("reachExit"),
    /** How many survivors must escape: all of those still in play, or a number. */
    survivors: z.union([positiveInt, z.literal("all")]),
    noAbomination: z.boolean().default(false),
  }),
  z.strictObject({ goal: z.literal("killZombies"), zombie: idSchema.optional(), count: positiveInt }),
  z.strictObject({ goal: z.literal("surviveRounds"), rounds: positiveInt }),
  z.strictObject({
    goal: z.literal("counter"),
    counter: idSchema,
    value: positiveInt,
    /** What the goal asks, in the players' words, where the counter's name would not say it (a Note read). */
    text: text.optional(),
  }),
]);
export type MissionGoal = z.infer<typeof goalSchema>;

/** Ways to lose besides eliminations (`allowEliminations`). */
export const loseSchema = z.discriminatedUnion("condition", [
  z.strictObject({ condition: z.literal("roundLimit"), round: positiveInt }),
  z.strictObject({ condition: z.literal("survivorsEliminated"), count: positiveInt }),
  z.strictObject({ condition: z.literal("counter"), counter: idSchema, value: positiveInt }),
]);

export const missionFileSchema = z.strictObject({
  ...editorSchemaField,
  schema: schemaTagField(MISSION_SCHEMA.name, MISSION_SCHEMA.version),
  id: idSchema,
  names: namesSchema,
  briefing: text,
  difficulty: z.enum(["tutorial", "easy", "medium", "hard", "very-hard"]),
  players: z.strictObject({ min: z.number().int().min(1).max(6), max: z.number().int().min(1).max(6) }),
  /** Survivors in the game (the core rule: 6). */
  survivors: z.number().int().min(1).max(12).default(6),
  /**
   * The survivors the players choose from (survivor ids of the loaded packs). Absent: every survivor of the
   * boxes in `decks.boxes`.
   */
  offeredSurvivors: z.array(idSchema).min(1).max(200).optional(),
  ruleProfile: z.enum(["2e", "classic", "black-plague"]),
  modules: z.array(idSchema).default(["core"]),
  /** Boxes whose decks are shuffled in, and which spawn cards: #001-#018, #019-#036, or both. */
  decks: z.strictObject({
    boxes: z.array(idSchema).min(1),
    spawnBand: z.enum(["easier", "harder", "both"]).default("both"),
  }),
  map: MapSchema,
  goals: z.array(goalSchema).min(1).max(20),
  lose: z.array(loseSchema).max(20).default([]),
  /**
   * True: losing a survivor does not lose the game (it is lost once nobody is left); false: the first survivor
   * eliminated loses it. Absent: the rule profile's (2E: false; classic and Black Plague: true).
   */
  allowEliminations: z.boolean().optional(),
  /** When true, losing a Companion (§12) does not lose the game (default false). */
  allowCompanionEliminations: z.boolean().optional(),
  /** Cars (§5 Car Actions) are used only as the mission allows: driving them, searching Police Cars. */
  cars: z
    .strictObject({ drive: z.boolean().default(false), policeSearch: z.boolean().default(false) })
    .optional(),
  /** Fort Hendrix Clock (module `night`): the hour the Clock starts at, 0-23 (19-6 is night). */
  startingHour: z.number().int().min(0).max(23).optional(),
  objectiveAdrenaline: z.number().int().min(0).max(99).default(5),
  counters: z.record(idSchema, z.number().int()).default({}),
  rules: z.array(specialRuleSchema).max(100).default([]),
  /**
   * Data for the mission's special-rule modules, by module id (`{"doors-may-break": {"note": "n1"}}`): each
   * module reads and checks its own part at setup. A key must be one of `modules` (the loader checks it).
   */
  settings: z.record(idSchema, z.record(z.string(), z.unknown())).optional(),
  /** Campaign missions: the Objective cards that replace the Objective tokens (objective-cards.ts). */
  objectiveCards: objectiveSetSchema.optional(),
  ...verificationFields,
});
export type MissionFile = z.infer<typeof missionFileSchema>;
