import type { GameStatus, Json, Seat } from "@horda/table";

/** A seat as everyone may see it: never its token. */
export interface PublicSeat {
  readonly name: string | null;
  readonly taken: boolean;
  readonly bot: string | null;
}

/** One applied log entry, as one viewer may learn it. */
export interface Step {
  readonly seq: number;
  readonly kind: "command" | "undo";
  readonly seat: Seat;
  readonly events: readonly Json[];
}

/** The picture a viewer needs to draw the table now. */
export interface Picture {
  readonly seq: number;
  readonly view: Json;
  /** The viewer's legal commands (empty for spectators). */
  readonly legal: readonly Json[];
  readonly status: GameStatus;
}

/** Every message the server sends (docs/protocol.md). */
export type ServerMessage =
  | ({
      readonly type: "welcome";
      readonly room: string;
      readonly game: string;
      readonly seat: Seat | null;
      readonly host: boolean;
      readonly paused: boolean;
      readonly seats: Record<Seat, PublicSeat>;
      /** Steps after the join's `lastSeq`, or null when they are no longer kept (draw from the picture). */
      readonly missed: readonly Step[] | null;
    } & Picture)
  | ({ readonly type: "update" } & Step & Picture)
  | ({ readonly type: "resync"; readonly fromSeq: number; readonly steps: readonly Step[] | null } & Picture)
  | { readonly type: "ack"; readonly id: string | null; readonly seq: number }
  | { readonly type: "room"; readonly paused: boolean; readonly seats: Record<Seat, PublicSeat> }
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

export function errorMessage(
  code: string,
  message: string,
  extra: { id?: string | null; where?: string; rule?: string; details?: Json } = {},
): ServerMessage {
  return { type: "error", id: extra.id ?? null, code, message, ...withoutId(extra) };
}

function withoutId(extra: { id?: string | null; where?: string; rule?: string; details?: Json }) {
  const { id: _id, ...rest } = extra;
  return Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined));
}

/** Close codes the server uses (besides the WebSocket standard ones, e.g. 1009 too big). */
export const CLOSE = {
  policy: 1008,
  tooBig: 1009,
  kicked: 4003,
  revoked: 4004,
  shutdown: 1001,
} as const;
