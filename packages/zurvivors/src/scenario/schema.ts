import { commandStep, playExpect, SCENARIO_SCHEMA } from "@horda/table/scenario";
import { z } from "zod";
import { TOKEN_KINDS } from "../kinds.ts";

const seat = z.string().min(1).max(20);
/** A card: its id ("escape-ana", "item-12"), or the n-th in-game card of a blue item ("water.4", 0 first). */
const card = z.string().min(1).max(40);

/** Where cards, tokens and survivors are before the commands (src/scenario/stack.ts). */
const stackSetup = z.strictObject({
  /** Hands by seat (the rest of each listed hand goes back to the deck). */
  hands: z.record(seat, z.array(card)).optional(),
  placed: z.record(seat, z.array(card)).optional(),
  zombieArea: z.array(card).optional(),
  backpacks: z.record(seat, z.array(z.enum(TOKEN_KINDS)).max(3)).optional(),
  objectives: z.record(seat, z.string().min(1).max(40)).optional(),
  rewards: z.record(seat, z.string().min(1).max(40)).optional(),
  /** Survivors' places on the track (0: the horde's end). */
  pos: z.record(seat, z.number().int().min(0).max(20)).optional(),
  horde: z.number().int().min(0).max(20).optional(),
  /** Seats already playing as zombies. */
  zombies: z.array(seat).optional(),
  /** City card ids by track index, face down. */
  city: z.record(z.string().regex(/^\d+$/), z.string().min(1).max(40)).optional(),
});

export const ZurvivorsScenarioSchema = z.strictObject({
  scenario: z.literal(SCENARIO_SCHEMA),
  game: z.literal("zurvivors"),
  name: z.string().min(1).max(200),
  /** The rule it checks: "Zurvivors: Item Tokens (a backpack holds 3)". */
  rule: z.string().min(1).max(200),
  players: z.number().int().min(3).max(6).default(4),
  /** Survivors by seat, p1 first (default: ana, bruno, caio, duda, elias, flora for the player count). */
  survivors: z.array(z.string().min(1).max(40)).optional(),
  /** Seat index (0 = p1) holding the First Player Card. */
  firstPlayer: z.number().int().min(0).max(5).default(0),
  seed: z.string().default("scenario"),
  stack: stackSetup.optional(),
  /** Hours left on the clock (6 = 6:00 ... 1 = the last round), set after the stack. */
  time: z.number().int().min(1).max(6).optional(),
  /** City cards on these track indexes turned face up (after the stack). */
  faceUp: z.array(z.number().int().min(0).max(20)).default([]),
  /** Every seat still in the round holds only others' escape cards: the cards run out at once (the round ends). */
  cardsRunOut: z.boolean().default(false),
  commands: z.array(commandStep(z.record(z.string(), z.unknown()))).default([]),
  /** `state:` is matched partially against the game state (docs/scenarios.md, "Zurvivors"). */
  expect: playExpect(z.record(z.string(), z.unknown())).default({
    events: [],
    noEvents: [],
    legal: [],
  }),
});

export type ZurvivorsScenario = z.infer<typeof ZurvivorsScenarioSchema>;
