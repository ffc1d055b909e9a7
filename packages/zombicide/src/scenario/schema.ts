import { equipmentCardSchema, spawnCardSchema, survivorSchema, zombieTypeSchema } from "@horda/content";
import { commandStep, playExpect, SCENARIO_SCHEMA } from "@horda/table/scenario";
import { z } from "zod";

export { SCENARIO_SCHEMA };

/** A zone reference: a letter of the inline board, a zone id ("Z12"), a cell ("3,4") or a tile label ("1R:A"). */
const zoneRef = z.string().min(1).max(40);
const doorRef = z.string().min(1).max(40);

/** Who looks or moves, for modules whose board hooks tell actors apart: "survivor" (default) or a zombie type. */
const actor = z.string().min(1).max(40).optional();

const sightExpect = z.strictObject({
  from: zoneRef,
  actor,
  sees: z.array(zoneRef).default([]),
  hidden: z.array(zoneRef).default([]),
  exactly: z.array(zoneRef).optional(),
  /** Sight options for one actor, e.g. unlimited building reach. */
  buildingReach: z.number().int().min(1).max(99).optional(),
});

const rangeExpect = z.strictObject({ from: zoneRef, to: zoneRef, is: z.number().int().min(-1), actor });
const movesExpect = z.strictObject({ from: zoneRef, to: z.array(zoneRef), actor });
const pathExpect = z.strictObject({
  from: zoneRef,
  actor,
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
/** A named edge between two zones (the same zone twice: a wall inside it): its kind, and its id (W1, D2, P3). */
const edgeExpect = z.strictObject({
  between: z.tuple([zoneRef, zoneRef]),
  kind: z.string().min(1).max(20),
  id: z.string().min(1).max(20).optional(),
});
const compileError = z.strictObject({ path: z.string().optional(), message: z.string() });

const survivorSetup = z.strictObject({
  id: z.string().min(1).max(40),
  name: z.string().max(60).optional(),
  seat: z.string().min(1).max(20).default("p1"),
  zone: zoneRef.optional(),
  kid: z.boolean().optional(),
  health: z.number().int().min(1).max(9).optional(),
  wounds: z.number().int().min(0).max(9).optional(),
  adrenaline: z.number().int().min(0).max(999).optional(),
  skills: z.array(z.string()).optional(),
  /** The ID card in the content catalogue (default: the id, when the catalogue has it). */
  card: z.string().min(1).max(40).optional(),
  /** Inventory by slot (card ids, or uids like "pistol#s1"); `null` is an empty Hand. */
  hands: z.array(z.string().min(1).max(64).nullable()).max(2).optional(),
  backpack: z.array(z.string().min(1).max(64)).max(5).optional(),
  /** The Body slot's card (a profile with a Body slot: black-plague). */
  body: z.string().min(1).max(64).optional(),
  /** Skills held at Blue besides the card's (a campaign sheet's Campaign Skills). */
  blueExtra: z.array(z.string().min(1).max(40)).optional(),
  /** Cards carried over from a previous mission (a campaign sheet's Equipment Kept), given after the others. */
  kept: z.array(z.string().min(1).max(64)).optional(),
});

/** A car (§5 Car Actions) besides the board's car tokens: its zone and who sits where. */
const carSetup = z.strictObject({
  id: z.string().min(1).max(40),
  type: z.enum(["muscle", "police", "pimpmobile"]),
  zone: zoneRef,
  driver: z.string().min(1).max(40).nullable().optional(),
  passengers: z.array(z.string().min(1).max(40)).max(3).optional(),
  /** A Muscle Car's Epic Weapon Crate (default: a Muscle Car has one). */
  crate: z.boolean().optional(),
  /** Default: true without a mission, else the mission's `cars` field. */
  drivable: z.boolean().optional(),
  searchable: z.boolean().optional(),
});

/** A Companion (§12): its ID card (default: drawn among those allowed) and its Leader (none: lone). */
const companionSetup = z.strictObject({
  id: z.string().min(1).max(40),
  card: z.string().min(1).max(40).optional(),
  zone: zoneRef.optional(),
  leader: z.string().min(1).max(40).nullable().optional(),
});

/** Equipment cards on top of the shuffled decks, top first; `exact`: the draw piles hold only these. */
const decksSetup = z.strictObject({
  equipment: z.array(z.string().min(1).max(64)).optional(),
  epic: z.array(z.string().min(1).max(64)).optional(),
  exact: z.boolean().optional(),
  /** Zombie cards ("#012" or "012") and Abomination cards (patient-0, hobomination...), top first. */
  zombies: z.array(z.string().min(1).max(16)).optional(),
  abominations: z.array(z.string().min(1).max(40)).optional(),
});

/** Partial expectations on the state after the commands. */
const stateExpect = z.strictObject({
  survivors: z.record(z.string(), z.record(z.string(), z.unknown())).default({}),
  /** Zombies per zone and type: { b: { walker: 2 } }; a zone listed with {} must hold none. */
  zombies: z.record(zoneRef, z.record(z.string(), z.number().int().min(0))).default({}),
  /** Zombies on the whole board by type (the types listed; `total`: all of them). */
  zombiesOnBoard: z.record(z.string(), z.number().int().min(0)).optional(),
  round: z.number().int().min(1).optional(),
  phase: z.string().optional(),
  seat: z.string().optional(),
  status: z.enum(["ongoing", "won", "lost"]).optional(),
  /** Noise tokens per zone; a zone listed with 0 must have none. */
  noise: z.record(zoneRef, z.number().int().min(0)).optional(),
  /** Kinds of the pending decisions, oldest first ([] = nobody is asked anything). */
  pending: z.array(z.string()).optional(),
  /** Equipment decks: cards left to draw, and the discard pile as card ids in order. */
  equipmentDeck: z
    .strictObject({ draw: z.number().int().min(0).optional(), discard: z.array(z.string()).optional() })
    .optional(),
  epicDeck: z
    .strictObject({ draw: z.number().int().min(0).optional(), discard: z.array(z.string()).optional() })
    .optional(),
  /** Zombie deck: cards left to draw, and the discard pile as card numbers in order ("001"). */
  zombieDeck: z
    .strictObject({ draw: z.number().int().min(0).optional(), discard: z.array(z.string()).optional() })
    .optional(),
  /** Abomination deck: cards left to draw and the discard pile. */
  abominationDeck: z
    .strictObject({ draw: z.number().int().min(0).optional(), discard: z.array(z.string()).optional() })
    .optional(),
  /** Seat order of the round, first player first. */
  order: z.array(z.string()).optional(),
  /** The mission outcome the campaign reads (`missionOutcome(state)`), matched partially. */
  outcome: z.record(z.string(), z.unknown()).optional(),
  /** Rule modules' state by module id (`state.slices`), matched partially. */
  slices: z.record(z.string(), z.unknown()).optional(),
  /** Cars by id: `zone`, `driver`, `passengers`, `crate`... (the fields listed must be equal). */
  cars: z.record(z.string(), z.record(z.string(), z.unknown())).optional(),
});

export type ZombicideStateExpect = z.infer<typeof stateExpect>;

/** Where the game starts: a round, and a phase (the zombie phase, the end phase) reached at once. */
const startAt = z.strictObject({
  round: z.number().int().min(1).max(999).optional(),
  phase: z.enum(["players", "zombies", "end"]).optional(),
});

export const ScenarioSchema = z.strictObject({
  scenario: z.literal(SCENARIO_SCHEMA),
  game: z.literal("zombicide").optional(),
  name: z.string().min(1).max(200),
  /** The rule paragraph this scenario checks, e.g. "core-2e §3 Street to building". */
  rule: z.string().min(1).max(200),
  /** The rule profile; one the engine lacks is refused at setup (kernel/registry.ts). */
  profile: z.string().min(1).max(32).default("2e"),
  modules: z.array(z.string()).default(["core"]),
  /** Settings of the optional modes, e.g. `{ abominationFestMax: 2 }`. */
  modeOptions: z
    .strictObject({
      abominationFestMax: z.number().int().min(1).max(99).optional(),
      startingHour: z.number().int().min(0).max(23).optional(),
      /** The Wound deck's top cards, top first (Rio's Wound deck module). */
      woundsOnTop: z.array(z.string().min(1).max(40)).max(40).optional(),
    })
    .optional(),
  /** Rule modules' state at setup, by module id (a campaign's sheets for `campaign-play`). */
  slices: z.record(z.string(), z.unknown()).optional(),
  /** The board: an inline tile text (one face) or a map (a file path relative to the scenario, or inline). */
  board: z.string().optional(),
  map: z.union([z.string(), z.record(z.string(), z.unknown())]).optional(),
  /**
   * A mission (docs/missions.md): a `.mission.json` path relative to the scenario, or an inline object that
   * may leave out everything but goals, lose conditions, counters and rules. Without `board`/`map` its own
   * map is the board.
   */
  mission: z.union([z.string(), z.record(z.string(), z.unknown())]).optional(),
  /** Door tokens and map tokens laid over an inline board, in the map file format. */
  overlays: z
    .strictObject({ doors: z.array(z.unknown()).default([]), tokens: z.array(z.unknown()).default([]) })
    .optional(),
  doors: z.strictObject({ open: z.array(doorRef).default([]) }).default({ open: [] }),
  seats: z.array(z.string().min(1).max(20)).min(1).max(6).default(["p1"]),
  survivors: z.array(survivorSetup).default([]),
  cars: z.array(carSetup).default([]),
  companions: z.array(companionSetup).default([]),
  zombies: z
    .array(
      z.strictObject({
        type: z.string(),
        zone: zoneRef,
        count: z.number().int().min(1).default(1),
        /** An Abomination's card (abominacop, hobomination...). */
        card: z.string().min(1).max(40).optional(),
      }),
    )
    .default([]),
  /**
   * Equipment cards added to the catalogue (or replacing a card of the same id) for this scenario, in the
   * equipment file's card format: a book example's card (an advanced card with its All-Out value) that no
   * pack ships. They are not put in any deck.
   */
  cards: z.array(equipmentCardSchema).default([]),
  /**
   * Survivor ID cards added to the survivor catalogue (or replacing those of the same id) for this scenario: a box
   * the loaded packs lack (a classic survivor and its Toxic City Mall Zombivor side, `sideOf`).
   */
  idCards: z.array(survivorSchema).default([]),
  /**
   * Zombie types, miniature counts and Zombie cards added to the zombie catalogue (or replacing those of the
   * same id) for this scenario: a book example's box (Fort Hendrix's Shooter Walkers and Shooter cards) that the
   * loaded packs lack. Added cards join the Zombie deck like the others (`decks.zombies` stacks them).
   */
  zombieTypes: z.array(zombieTypeSchema).default([]),
  /**
   * Decks a rule module reads from the survivor catalogue, by deck id, as card ids (Fort Hendrix's `military`):
   * the module shuffles them at setup.
   */
  moduleDecks: z.record(z.string().min(1).max(40), z.array(z.string().min(1).max(64))).default({}),
  /** Cards combined into another, or kept together when `makes` is absent (a pack's `combinations`: classic §6). */
  combinations: z
    .array(
      z.strictObject({
        parts: z.tuple([z.string().min(1).max(64), z.string().min(1).max(64)]),
        makes: z.string().min(1).max(64).optional(),
      }),
    )
    .default([]),
  /** Copies of cards set aside at setup, by card id (a pack's `aside`: the classic Molotovs a combination makes). */
  aside: z.record(z.string().min(1).max(64), z.number().int().min(0).max(99)).default({}),
  pools: z.record(z.string().min(1).max(40), z.number().int().min(0).max(999)).default({}),
  spawnCards: z.array(spawnCardSchema).default([]),
  /** Die results in the order they are rolled. */
  dice: z.array(z.number().int().min(1).max(6)).default([]),
  seed: z.string().default("scenario"),
  decks: decksSetup.optional(),
  /** Cards already on the discard piles (uids like "pistol#s1" mark Starting cards). */
  discards: z
    .strictObject({
      equipment: z.array(z.string().min(1).max(64)).optional(),
      epic: z.array(z.string().min(1).max(64)).optional(),
    })
    .optional(),
  /** Spawn token ids in Spawn Step order (default: Spawn Start, then clockwise). */
  spawnOrder: z.array(z.string().min(1).max(40)).optional(),
  /** Zombie-side choices (splits, zombie Wounds) take their "auto" answer unasked. */
  autoZombieChoices: z.boolean().default(false),
  /** Deal the Starting Equipment at setup (§1 step 6); survivors given cards keep theirs. */
  deal: z.boolean().default(false),
  start: startAt.optional(),
  commands: z.array(commandStep(stateExpect)).default([]),
  expect: playExpect(stateExpect).extend({
    compile: z
      .union([z.literal("ok"), z.strictObject({ errors: z.array(compileError).min(1) })])
      .default("ok"),
    zones: z.array(zoneExpect).default([]),
    sight: z.array(sightExpect).default([]),
    range: z.array(rangeExpect).default([]),
    moves: z.array(movesExpect).default([]),
    edges: z.array(edgeExpect).default([]),
    path: z.array(pathExpect).default([]),
  }),
});

export type Scenario = z.infer<typeof ScenarioSchema>;
