import type { MapFile, TileFace } from "@horda/content";
import type { PendingDecision, RngState, Seat } from "@horda/table";

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
  readonly adrenaline: number;
  readonly skills: readonly string[];
  /** Actions left in this turn; meaningful while the survivor is active. */
  readonly actionsLeft: number;
  /** True once the survivor has ended its turn this round. */
  readonly done: boolean;
  readonly eliminated: boolean;
  readonly escaped: boolean;
}

export interface ZombieState {
  readonly id: string;
  readonly type: string;
  readonly zone: ZoneId;
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
}

export interface ZombicideState {
  readonly schema: "horda.zombicide/1";
  readonly profile: "2e";
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
}

export interface ZombicideConfig {
  readonly map: unknown;
  readonly tiles: Readonly<Record<string, TileFace>>;
  readonly seats: readonly Seat[];
  readonly survivors: readonly SurvivorSetup[];
  /** Extra zombies placed at setup, besides those the map places. */
  readonly zombies?: readonly { readonly type: string; readonly zone: string; readonly count?: number }[];
  readonly openDoors?: readonly string[];
  readonly dice?: readonly number[];
  readonly modules?: readonly string[];
}
