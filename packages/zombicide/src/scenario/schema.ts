import { z } from "zod";

/** Current scenario schema id (docs/scenarios.md). */
export const SCENARIO_SCHEMA = "horda.scenario/1";

/** A zone reference: a letter of the inline board, a zone id ("Z12"), a cell ("3,4") or a tile label ("1R:A"). */
const zoneRef = z.string().min(1).max(40);
const doorRef = z.string().min(1).max(40);

const sightExpect = z.strictObject({
  from: zoneRef,
  sees: z.array(zoneRef).default([]),
  hidden: z.array(zoneRef).default([]),
  exactly: z.array(zoneRef).optional(),
  /** Sight options for one actor, e.g. Home defender (unlimited building reach). */
  buildingReach: z.number().int().min(1).max(99).optional(),
});

const rangeExpect = z.strictObject({ from: zoneRef, to: zoneRef, is: z.number().int().min(-1) });
const movesExpect = z.strictObject({ from: zoneRef, to: z.array(zoneRef) });
const pathExpect = z.strictObject({
  from: zoneRef,
  to: zoneRef,
  steps: z.number().int().min(-1),
  routes: z.array(z.array(zoneRef)).optional(),
});
const zoneExpect = z.strictObject({
  at: zoneRef,
  kind: z.enum(["street", "building"]).optional(),
  flags: z.array(z.string()).optional(),
  sameAs: z.array(zoneRef).optional(),
  differentFrom: z.array(zoneRef).optional(),
  building: z.array(zoneRef).optional(),
});
const compileError = z.strictObject({ path: z.string().optional(), message: z.string() });

export const ScenarioSchema = z.strictObject({
  scenario: z.literal(SCENARIO_SCHEMA),
  name: z.string().min(1).max(200),
  /** The rule paragraph this scenario checks, e.g. "core-2e §3 Street to building". */
  rule: z.string().min(1).max(200),
  profile: z.enum(["2e", "1e", "bp"]).default("2e"),
  modules: z.array(z.string()).default(["core"]),
  /** The board: an inline tile text (one face) or a map (a file path relative to the scenario, or inline). */
  board: z.string().optional(),
  map: z.union([z.string(), z.record(z.string(), z.unknown())]).optional(),
  /** Door tokens and map tokens laid over an inline board, in the map file format. */
  overlays: z
    .strictObject({ doors: z.array(z.unknown()).default([]), tokens: z.array(z.unknown()).default([]) })
    .optional(),
  doors: z.strictObject({ open: z.array(doorRef).default([]) }).default({ open: [] }),
  expect: z.strictObject({
    compile: z
      .union([z.literal("ok"), z.strictObject({ errors: z.array(compileError).min(1) })])
      .default("ok"),
    zones: z.array(zoneExpect).default([]),
    sight: z.array(sightExpect).default([]),
    range: z.array(rangeExpect).default([]),
    moves: z.array(movesExpect).default([]),
    path: z.array(pathExpect).default([]),
  }),
});

export type Scenario = z.infer<typeof ScenarioSchema>;
