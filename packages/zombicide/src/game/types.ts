import type { MapFile, MissionFile, TileFace } from "@horda/content";
import type { Json, PendingDecision, RngState, Seat } from "@horda/table";
import type { Continuation } from "../kernel/continuation.ts";
import type { CardUid } from "./cards.ts";
import type { CarRules, CarSetup, CarState } from "./cars/types.ts";
import type { ZombieCatalog } from "./catalog.ts";
import type { CombatStep } from "./combat/step.ts";
import type { CompanionLink, CompanionSetup } from "./companions/types.ts";
import type { ZombicideEvent } from "./events.ts";
import type { MissionState } from "./mission/types.ts";
import type { ModeOptions } from "./modes/options.ts";
import type { SurvivorCatalog } from "./survivor-catalog.ts";
import type { WorkTask } from "./zombies/tasks.ts";

/** Zone ids are the board's stable ids ("Z12"); state, commands and events use them, never indices. */
export type ZoneId = string;

export interface SurvivorState {
  readonly id: string;
  readonly name: string;
  readonly seat: Seat;
  readonly zone: ZoneId;
  readonly kid: boolean;
  /** Wounds that eliminate the survivor (3 for classic survivors, 2 for Kids). */
  readonly health: number;
  readonly wounds: number;
  /** Adrenaline Points: the tracker (with the Ultrared mode it goes back to 0 on reaching Red). */
  readonly adrenaline: number;
  /** Ultrared mode: times the survivor has reached Red (it stays at Red from the first). */
  readonly ultraredLaps?: number;
  readonly skills: readonly string[];
  /** Actions left in this turn; meaningful while the survivor is active. */
  readonly actionsLeft: number;
  /** True once the survivor has ended its turn this round. */
  readonly done: boolean;
  readonly eliminated: boolean;
  readonly escaped: boolean;
  /** The survivor's ID card in the catalogue (skill tree), if it has one. */
  readonly card: string | null;
  /** Inventory (§1): 2 Hand slots and the Backpack (3 cards, more with a `backpackSlots` skill effect). */
  readonly hands: readonly [CardUid | null, CardUid | null];
  readonly backpack: readonly CardUid[];
  /**
   * The Body slot, when the profile gives one (`base.bodySlot`): a worn Armour card, or a card of the class the
   * ID card shows (its `bodySlot`). Absent or null: empty. Changed by a Reorganize whose layout names it.
   */
  readonly body?: CardUid | null;
  /** Round in which it last searched (Search is once per Turn); 0 if never. */
  readonly searchedRound: number;
  /** Skill uses this Turn ("free:move", a once-per-Turn skill's id, "grant:<skill>"...); reset when its Turn starts (§10). */
  readonly skillUses?: readonly string[];
  /** Set on a Companion (§12): its Leader (null while lone) and the Blue skill the Leader gained from it. */
  readonly companion?: CompanionLink;
}

/** An equipment deck: the draw pile (top first; hidden from views) and the discard pile. */
export interface Deck {
  readonly draw: readonly CardUid[];
  readonly discard: readonly CardUid[];
}

export interface ZombieState {
  readonly id: string;
  readonly type: string;
  readonly zone: ZoneId;
  /** An Abomination's card in the Abomination deck (patient-0, hobomination...); absent for other zombies. */
  readonly card?: string;
}

/** A Spawn Zone token, in spawn order (Spawn Start first, then clockwise or the mission's order). */
export interface SpawnZoneState {
  readonly token: string;
  readonly zone: ZoneId;
  /** start, red, blue or green. */
  readonly colour: string;
  /** First round whose Spawn Step draws here; null while inactive (blue/green before their event). */
  readonly activeFrom: number | null;
}

export type Phase = "players" | "zombies" | "end" | "over";

export interface TurnState {
  readonly round: number;
  readonly phase: Phase;
  /** Seat order for this round, first player first. */
  readonly order: readonly Seat[];
  /** Index in `order` of the seat whose survivors act now. */
  readonly current: number;
  /** The survivor taking its turn, if one has started. */
  readonly active: string | null;
  /** An extra Turn (§10): the survivor due one now; only it acts, and the zombie work waits till it ends. */
  readonly extra?: string;
  /** Set when that extra Turn starts: the Turn it interrupts (restored afterwards), or null if none was going on. */
  readonly extraFrom?: {
    readonly survivor: string;
    readonly actionsLeft: number;
    readonly skillUses?: readonly string[];
  } | null;
  /** A lent Action (§10): the survivor using it now, and what to restore when it is used. */
  readonly lent?: {
    readonly leader: string;
    readonly target: string;
    readonly leaderActions: number;
    readonly targetActions: number;
    readonly targetUses?: readonly string[];
  };
}

export interface ZombicideState {
  readonly schema: "horda.zombicide/1";
  /** The rule profile played (kernel/profile.ts; profiles/): "2e". */
  readonly profile: string;
  readonly modules: readonly string[];
  /** The map and the tile faces it uses: a saved game carries its own board. */
  readonly board: { readonly map: MapFile; readonly tiles: Readonly<Record<string, TileFace>> };
  /** Door ids that are open. */
  readonly openDoors: readonly string[];
  readonly seats: readonly Seat[];
  readonly survivors: readonly SurvivorState[];
  readonly zombies: readonly ZombieState[];
  readonly noise: Readonly<Record<ZoneId, number>>;
  readonly turn: TurnState;
  readonly rng: RngState;
  /** Dice results to use before the generator (scenarios fix dice with it). */
  readonly diceScript: readonly number[];
  readonly pending: readonly PendingDecision[];
  readonly nextId: number;
  /** Survivor ID cards and equipment cards of the packs in play (copied at setup). */
  readonly survivorCatalog: SurvivorCatalog;
  readonly equipmentDeck: Deck;
  readonly epicDeck: Deck;
  /**
   * Decks a rule module brings besides the Equipment and Epic ones, by the module's deck id (Fort Hendrix's
   * Military deck): their cards' uids say the deck ("card#d3.military"), so they go back to its discard pile.
   */
  readonly moduleDecks?: Readonly<Record<string, Deck>>;
  /** Reload weapons fired this round and not reloaded yet (§5 Reload). */
  readonly unloaded: readonly CardUid[];
  /** Pairs of those weapons fired together in one Dual Action: one Reload reloads both (§5 Reload). */
  readonly dualFired?: readonly (readonly CardUid[])[];
  /** The Melee or Ranged Action being resolved, if one waits for a decision. */
  readonly combat: CombatStep | null;
  /** Work a command paused for a decision (an Action's cost, a reaction waiting), run by kernel/resume.ts. */
  readonly paused?: readonly Continuation[];
  /** Objective and Epic crate tokens taken (token ids). */
  readonly objectivesTaken: readonly string[];
  /** Door colours a Mission event has unlocked (blue, green...); red and neutral doors are never locked. */
  readonly unlockedColours: readonly string[];
  /** Zombie types, pools, Zombie and Abomination cards of the packs in play (copied at setup). */
  readonly zombieCatalog: ZombieCatalog;
  /** The Zombie deck (#001-#040, card numbers "001") and the Abomination deck (card ids); draw piles hidden. */
  readonly zombieDeck: Deck;
  readonly abominationDeck: Deck;
  readonly spawns: readonly SpawnZoneState[];
  /** Buildings (board building indices) that will not spawn again: opened once, or never spawning (§5). */
  readonly buildingsOpened: readonly number[];
  /** The zombie work still to do, front first (activations, spawns, end phase); empty when nothing runs. */
  readonly zombieWork: readonly WorkTask[];
  /** House switch: zombie-side choices (splits, who takes zombie Wounds) take their "auto" answer unasked. */
  readonly autoZombieChoices: boolean;
  /** Free mode: the Equipment and Epic cards of boxes switched off, set aside by box (none when absent). */
  readonly boxesOff?: Readonly<Record<string, readonly CardUid[]>>;
  /** The mission played (goals, lose conditions, special rules, counters); absent in a free game. */
  readonly mission?: MissionState;
  /** Cars on the board (§5 Car Actions); absent when the map has none. */
  readonly cars?: readonly CarState[];
  /** House rules the table agreed on (docs/table.md); absent: none. */
  readonly houseRules?: HouseRules;
  /** Settings of the optional modes (the Abomination Fest's maximum); absent: the defaults. */
  readonly modeOptions?: ModeOptions;
  /** Rule modules' own state, by module id (kernel/slices.ts); absent until a module writes its part. */
  readonly slices?: Readonly<Record<string, Json>>;
  /**
   * What the setup's steps told (the `setup` hook's events: a Zombie Phase resolved before Round 1), kept for the
   * log's first entry, as no command caused them; absent when setup told nothing.
   */
  readonly setupEvents?: readonly ZombicideEvent[];
}

/** House rules: switches that bend the table's policies, not the rulebook's rules. */
export interface HouseRules {
  /** Undo may take back any command, even one that drew a card or rolled dice (the seeded dice come out the same). */
  readonly undoAnything?: boolean;
}

export interface SurvivorSetup {
  readonly id: string;
  readonly name?: string;
  readonly seat: Seat;
  readonly kid?: boolean;
  readonly health?: number;
  readonly skills?: readonly string[];
  /** A zone reference; default: the map's starting zone. */
  readonly zone?: string;
  readonly wounds?: number;
  readonly adrenaline?: number;
  /** The survivor's ID card in the catalogue; default: `id` when the catalogue has it. */
  readonly card?: string;
  /** Inventory by slot: card ids or card uids; given, they bypass the starting deal for this survivor. */
  readonly hands?: readonly (string | null)[];
  readonly backpack?: readonly string[];
  /** The Body slot's card, when the profile gives one. */
  readonly body?: string;
  /** Skills held at Blue level besides the card's (a campaign's Campaign Skills). */
  readonly blueExtra?: readonly string[];
  /**
   * Cards carried over from a previous game (a campaign's Equipment Kept): given after the Starting Equipment,
   * taken out of the Equipment or Epic deck when a copy is there (so no card is in two places).
   */
  readonly kept?: readonly string[];
}

export interface ZombicideConfig {
  readonly map: unknown;
  readonly tiles: Readonly<Record<string, TileFace>>;
  readonly seats: readonly Seat[];
  readonly survivors: readonly SurvivorSetup[];
  /** Extra zombies placed at setup, besides those the map places. */
  readonly zombies?: readonly {
    readonly type: string;
    readonly zone: string;
    readonly count?: number;
    /** An Abomination's card (patient-0, hobomination...): it is taken out of the Abomination deck. */
    readonly card?: string;
  }[];
  readonly openDoors?: readonly string[];
  readonly dice?: readonly number[];
  /** The rule profile (default: the mission's, else "2e"); one the engine lacks is refused. */
  readonly profile?: string;
  /** Optional modules switched on (the profile's optional modes); with the mission's. One the profile lacks is refused. */
  readonly modules?: readonly string[];
  /**
   * The rules version the game was recorded under (saved games and room logs carry it; a new record gets the
   * profile's). An older one replays only if the profile migrates it; a newer or unknown one is refused.
   */
  readonly rules?: number;
  readonly survivorCatalog?: SurvivorCatalog;
  readonly zombieCatalog?: ZombieCatalog;
  /** Spawn token ids in the order the Spawn Step visits them (default: Spawn Start, then clockwise). */
  readonly spawnOrder?: readonly string[];
  /** Splits and zombie Wounds take their "auto" answer without asking (bots, simulations, fast play). */
  readonly autoZombieChoices?: boolean;
  /** Cards stacked on top of the shuffled decks, top first; `exact`: the draw pile is only these. */
  readonly decks?: {
    readonly equipment?: readonly string[];
    readonly epic?: readonly string[];
    readonly exact?: boolean;
    /** Zombie cards ("#012" or "012") and Abomination cards (ids) on top of their decks, top first. */
    readonly zombies?: readonly string[];
    readonly abominations?: readonly string[];
  };
  readonly discards?: { readonly equipment?: readonly string[]; readonly epic?: readonly string[] };
  /** Deal the Starting Equipment (§1 step 6) and give the First Player token to the Fire Axe holder. */
  readonly startingDeal?: boolean;
  /** A mission (docs/missions.md): its map replaces `map`; its goals and special rules run in the game. */
  readonly mission?: MissionFile;
  /** Cars besides the map's car tokens (a car token of the map with the same id is replaced). */
  readonly cars?: readonly CarSetup[];
  /** What the cars may do (a mission's `cars`); default without a mission: driving and Police Car search. */
  readonly carRules?: CarRules;
  /** Companions (§12) besides the map's companion tokens. */
  readonly companions?: readonly CompanionSetup[];
  /** House rules (docs/table.md): `undoAnything` lets undo go back past revealed cards and dice. */
  readonly houseRules?: HouseRules;
  /** Settings of the optional modes: `abominationFestMax` (game/modes/options.ts). */
  readonly modeOptions?: ModeOptions;
  /**
   * Rule modules' state at setup, by module id (plain JSON, read through the module's slice): what a game
   * brings from outside it, like a campaign's sheets for the campaign module.
   */
  readonly slices?: Readonly<Record<string, Json>>;
}
