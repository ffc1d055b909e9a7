import type { Result } from "./result.ts";

/** JSON values: everything in a game state, command, event or view is one of these. */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** A player's place at the table ("p1", "p2"...). Spectators are not seats. */
export type Seat = string;
export const SPECTATOR = "spectator" as const;
export type Viewer = Seat | typeof SPECTATOR;

/**
 * Why a command was refused. `code` is stable for programs, `rule` names the rule that forbids it
 * (e.g. "2e §4 Move: leaving a Zone with Zombies"), `message` says it in words for people.
 */
export interface RuleError {
  readonly code: string;
  readonly rule: string;
  readonly message: string;
  readonly details?: Json;
}

export function ruleError(code: string, rule: string, message: string, details?: Json): RuleError {
  return details === undefined ? { code, rule, message } : { code, rule, message, details };
}

/**
 * A choice the rules give to a player, waiting in the state until answered by a command
 * (which zombie a melee hit kills, how an odd group splits, a skill on level-up...).
 */
export interface PendingDecision {
  readonly id: string;
  readonly seat: Seat;
  readonly kind: string;
  readonly options?: Json;
}

/** Every command carries a `type`; engines add their own fields. */
export interface Command {
  readonly type: string;
}

/** Every event carries a `type` in domain words (ZombieMoved, DoorOpened...). */
export interface GameEvent {
  readonly type: string;
}

export type GameStatus =
  | { readonly kind: "ongoing" }
  | {
      readonly kind: "finished";
      readonly outcome: string;
      readonly winners: readonly Seat[];
      readonly reason: string;
    };

export interface Applied<S, E> {
  readonly state: S;
  readonly events: readonly E[];
}

/**
 * The one contract every game implements (DESIGN.md "The game contract").
 * All functions are pure: same inputs, same outputs; state is plain JSON; randomness lives in the state.
 */
export interface GameDefinition<S, C extends Command, E extends GameEvent, V, Cfg> {
  /** Stable id of the game, e.g. "zombicide" or "zurvivors". */
  readonly id: string;
  /** Builds the initial state; a malformed config is refused with a RuleError. */
  setup(config: Cfg, seed: string): Result<S, RuleError>;
  /** The seats of this game, in table order. */
  seats(state: S): readonly Seat[];
  /** Every command the seat may send now: the one source of truth for UI, server, bots and simulator. */
  legal(state: S, seat: Seat): C[];
  /** Applies a command; an illegal one returns an error and leaves the state untouched. */
  apply(state: S, seat: Seat, command: C): Result<Applied<S, E>, RuleError>;
  /** What the viewer may see: hidden information of other seats removed. */
  view(state: S, viewer: Viewer): V;
  status(state: S): GameStatus;
  /** Parses an untrusted command (from the network or a file) into a well-formed one, or says why not. */
  parseCommand(raw: unknown): Result<C, RuleError>;
  /**
   * May the game be undone back over these events? Games refuse once hidden information was
   * revealed (a card drawn, a die rolled) unless house rules allow more.
   */
  undoable(state: S, events: readonly E[]): boolean;
  /**
   * The events as the viewer may learn them (a drawn card shown only to the one who drew it).
   * Optional: without it every viewer receives every event, so a game whose events carry hidden
   * information must implement it. `state` is the state after the events.
   */
  redactEvents?(state: S, events: readonly E[], viewer: Viewer): E[];
  /**
   * True when a command hides nothing from the other seats (Zombicide: every choice is made at the table),
   * so a server may pass each step's command to every viewer for its log. Absent: commands stay private.
   */
  readonly publicCommands?: boolean;
  /**
   * The config as a record (a saved game, a room's log) keeps it: a game stamps the rules version it plays
   * into it, so a later engine replays the record on the same rules, migrates it, or refuses it. Optional:
   * without it the config is kept as given.
   */
  recordConfig?(config: Cfg): Cfg;
}
