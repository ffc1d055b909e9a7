import type { GameStatus, Seat } from "@horda/table";
import type { ZCommand, ZEvent, ZView } from "@horda/zurvivors";

// The server's WebSocket protocol (docs/protocol.md) as the Zurvivors table reads it.

/** A seat as everyone may see it. */
export interface PublicSeat {
  readonly name: string | null;
  readonly taken: boolean;
  readonly bot: string | null;
}

export type PublicSeats = Readonly<Record<Seat, PublicSeat>>;

/** One applied log entry, as this seat may learn it. */
export interface Step {
  readonly seq: number;
  readonly kind: "command" | "undo";
  readonly seat: Seat;
  readonly events: readonly ZEvent[];
}

/** What this seat needs to draw the table now. */
export interface Picture {
  readonly seq: number;
  readonly view: ZView;
  readonly legal: readonly ZCommand[];
  readonly status: GameStatus;
}

export type ServerMessage =
  | ({
      readonly type: "welcome";
      readonly room: string;
      readonly game: string;
      readonly seat: Seat | null;
      readonly host: boolean;
      readonly paused: boolean;
      readonly seats: PublicSeats;
      readonly missed: readonly Step[] | null;
    } & Picture)
  | ({ readonly type: "update" } & Step & Picture)
  | ({ readonly type: "resync"; readonly fromSeq: number; readonly steps: readonly Step[] | null } & Picture)
  | { readonly type: "ack"; readonly id: string | null; readonly seq: number }
  | { readonly type: "room"; readonly paused: boolean; readonly seats: PublicSeats }
  | { readonly type: "seat_token"; readonly id: string | null; readonly seat: Seat; readonly token: string }
  | { readonly type: "pong"; readonly id: string | null }
  | {
      readonly type: "error";
      readonly id: string | null;
      readonly code: string;
      readonly message: string;
      readonly rule?: string;
    };

export type HostAction =
  | { readonly kind: "pause"; readonly paused: boolean }
  | { readonly kind: "bot"; readonly seat: Seat; readonly bot: string | null };

export type ClientMessage =
  | {
      readonly type: "join";
      readonly room: string;
      readonly seat?: Seat;
      readonly token?: string;
      readonly hostToken?: string;
      readonly lastSeq?: number;
    }
  | { readonly type: "command"; readonly id: string; readonly seq: number; readonly command: ZCommand }
  | { readonly type: "resync"; readonly fromSeq: number }
  | { readonly type: "host"; readonly id: string; readonly action: HostAction };

const TYPES = new Set(["welcome", "update", "resync", "ack", "room", "seat_token", "pong", "error"]);
const PICTURES = new Set(["welcome", "update", "resync"]);

/**
 * Reads one frame from the server. Only the envelope is checked here (a known `type`, and a seq, view and
 * legal list on the messages that carry a picture); the view itself is the game's, sent by our own server.
 */
export function parseServerMessage(
  text: string,
): { ok: true; message: ServerMessage } | { ok: false; problem: string } {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { ok: false, problem: "The server sent something that is not JSON." };
  }
  if (typeof raw !== "object" || raw === null || Array.isArray(raw))
    return { ok: false, problem: "The server sent a message that is not an object." };
  const msg = raw as Record<string, unknown>;
  if (typeof msg.type !== "string" || !TYPES.has(msg.type))
    return { ok: false, problem: `The server sent an unknown message type "${String(msg.type)}".` };
  if (PICTURES.has(msg.type)) {
    if (
      !Number.isInteger(msg.seq) ||
      typeof msg.view !== "object" ||
      msg.view === null ||
      !Array.isArray(msg.legal)
    )
      return { ok: false, problem: `The server's "${msg.type}" message has no seq, view or legal list.` };
  }
  return { ok: true, message: raw as ServerMessage };
}
