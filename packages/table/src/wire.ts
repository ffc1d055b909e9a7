import type { GameStatus, Json, Seat } from "./contract.ts";

// The messages a room server sends its clients (docs/protocol.md). Types only: the server builds them,
// clients read them with their own game's event, view and command types in place of Json.

/** A seat as everyone may see it: never its token. */
export interface PublicSeat {
  readonly name: string | null;
  readonly taken: boolean;
  readonly bot: string | null;
  /** Whether the player holding the seat is connected now (the bot may be playing it meanwhile). */
  readonly online: boolean;
}

export type PublicSeats = Readonly<Record<Seat, PublicSeat>>;

/** One applied log entry, as one viewer may learn it. */
export interface Step<E = Json, C = Json> {
  readonly seq: number;
  readonly kind: "command" | "undo";
  readonly seat: Seat;
  readonly events: readonly E[];
  /** The command itself, for a game whose commands are public (`GameDefinition.publicCommands`). */
  readonly command?: C;
}

/** The picture a viewer needs to draw the table now. */
export interface Picture<V = Json, C = Json> {
  readonly seq: number;
  readonly view: V;
  /** The viewer's legal commands (empty for spectators). */
  readonly legal: readonly C[];
  readonly status: GameStatus;
}

/**
 * How an update's view differs from the picture of the seq before it: `view` holds the top-level fields
 * whose JSON changed, `items` the changed entries (by index) of array fields that kept their length, and
 * `gone` the fields the view no longer has; every other field is unchanged (`applyViewChanges`).
 */
export interface ViewChanges {
  readonly gone?: readonly string[];
  readonly items?: Readonly<Record<string, Readonly<Record<string, Json>>>>;
}

/** Every message the server sends. */
export type ServerMessage<E = Json, V = Json, C = Json> =
  | ({
      readonly type: "welcome";
      readonly room: string;
      readonly game: string;
      readonly seat: Seat | null;
      readonly host: boolean;
      readonly paused: boolean;
      readonly seats: PublicSeats;
      /** Steps after the join's `lastSeq`, or null when they are no longer kept (draw from the picture). */
      readonly missed: readonly Step<E, C>[] | null;
    } & Picture<V, C>)
  | ({ readonly type: "update" } & Step<E, C> & Picture<V, C> & ViewChanges)
  | ({
      readonly type: "resync";
      readonly fromSeq: number;
      readonly steps: readonly Step<E, C>[] | null;
    } & Picture<V, C>)
  | { readonly type: "ack"; readonly id: string | null; readonly seq: number }
  | { readonly type: "room"; readonly paused: boolean; readonly seats: PublicSeats }
  | { readonly type: "seat_token"; readonly id: string | null; readonly seat: Seat; readonly token: string }
  | { readonly type: "pong"; readonly id: string | null }
  | {
      readonly type: "error";
      readonly id: string | null;
      readonly code: string;
      readonly message: string;
      /** JSON path of the offending value, for malformed messages. */
      readonly where?: string;
      /** For a game's refusal: the rule that forbids it. */
      readonly rule?: string;
      readonly details?: Json;
    };
