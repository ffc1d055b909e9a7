import type { Json, PendingDecision, RngState, Seat } from "@horda/table";
import type { CardSet, Effect } from "./cards/schema.ts";
import type { TokenKind } from "./kinds.ts";

/** A seat's secret choice in Place Items, hidden from the others until everyone has chosen. */
export interface Commit {
  readonly card: string;
  /** The objective combination (0-2) an Escape Card claims; null for an item card. */
  readonly combo: number | null;
}

export interface PlayerState {
  survivor: string;
  zombie: boolean;
  /** Index on the city track (see `Track`). */
  pos: number;
  /** "used" = card turned sideways; "blocked" = turned 180 degrees by a reward. */
  ability: "ready" | "used" | "blocked";
  /** A block that lands after this round (the ability was already used when blocked). */
  blockNext: boolean;
  objective: string | null;
  reward: string | null;
  /** Objective and reward are face up (the survivor escaped this round). */
  revealed: boolean;
  backpack: TokenKind[];
  hand: string[];
  /** Cards this survivor placed this round, oldest first. */
  placed: string[];
  commit: Commit | null;
  /** Still playing this round: not yet escaped or placed. Zombies stay in the round. */
  inRound: boolean;
}

/**
 * The city in a line: index 0 is the horde's end, `rescue` the Rescue Card, `start` the Starting Card.
 * `cards[i]` is the city card at i (null at the ends and the start).
 */
export interface Track {
  start: number;
  rescue: number;
  horde: number;
  cards: ({ id: string; faceUp: boolean } | null)[];
}

export interface Placement {
  seat: Seat;
  card: string;
  how: "escape" | "last";
}

export type EffectSource = "ability" | "reward" | "city" | "placement" | "zombie";

/** Work still to do in the current step, processed front first (see flow.ts). */
export type Task =
  | { t: "placeStep" }
  | { t: "reveal" }
  | { t: "escape"; seat: Seat }
  | { t: "escapeCleanup"; seat: Seat }
  | { t: "flushHorde" }
  | { t: "afterEscapes" }
  | { t: "turn"; seat: Seat }
  | { t: "zombieAbilities" }
  | { t: "hordeCheck" }
  | { t: "endStep" }
  | { t: "effect"; seat: Seat; effect: Effect; level: number | null; source: EffectSource }
  | { t: "move"; seat: Seat; dir: 1 | -1; n: number }
  | { t: "hordeMove"; n: number }
  | { t: "reached"; seats: Seat[]; how: "advance" | "retreat"; declined: Seat[] }
  | { t: "gain"; seat: Seat; token: TokenKind }
  | { t: "lastPlaced"; seats: Seat[] }
  | { t: "roundEnd" };

/** Kinds of pending decision: "place" (Place Items), "actions" (Exchange/Ability turn) and choices. */
export type DecisionKind =
  | "place"
  | "actions"
  | "chooseToken"
  | "backpackFull"
  | "target"
  | "exchangeOne"
  | "defend";

export interface Decision extends PendingDecision {
  readonly kind: DecisionKind;
  readonly options: Json[];
  /** What the answer acts on (the effect, the incoming token, the reached survivors...). */
  readonly data?: Json;
}

export interface GameResult {
  outcome: "rescued" | "closest" | "zombies";
  winners: Seat[];
  reason: string;
}

export interface ZState {
  game: "zurvivors";
  version: 1;
  set: CardSet;
  seats: Seat[];
  players: Record<Seat, PlayerState>;
  /** Hour on the time cards: 6 in the first round, 1 in the last. */
  time: number;
  round: number;
  firstPlayer: Seat;
  rng: RngState;
  track: Track;
  /** Undealt item/escape cards of this round (face down). */
  deck: string[];
  discard: string[];
  /** Cards zombies placed this round, red side up, shared by all zombies. */
  zombieArea: string[];
  objectiveDeck: string[];
  rewardDeck: string[];
  supply: Record<TokenKind, number>;
  /** Placement cards still in the game, ascending. */
  placementGame: string[];
  /** This round's placement deck, top first. */
  placementDeck: string[];
  placementRemoved: string[];
  placements: Placement[];
  /** Survivors escaping in this step (resolved or not, until the step's escapes end); rewards may not touch them. */
  escaping: Seat[];
  deferHorde: boolean;
  deferredHorde: number;
  brokenIcons: number;
  /** Steps played this round (a reveal is one step). */
  step: number;
  queue: Task[];
  pending: Decision[];
  nextDecision: number;
  result: GameResult | null;
}
