import type {
  Seat,
  Picture as WirePicture,
  ServerMessage as WireServerMessage,
  Step as WireStep,
} from "@horda/table";
import type { ZCommand, ZEvent, ZView } from "@horda/zurvivors";

// The server's WebSocket protocol (docs/protocol.md) with a game's types in place of JSON: Zurvivors by
// default; the online Zombicide table (src/table/online) uses the same code with its own types.

export type { PublicSeat, PublicSeats } from "@horda/table";
export type Step<E = ZEvent, C = ZCommand> = WireStep<E, C>;
export type Picture<V = ZView, C = ZCommand> = WirePicture<V, C>;
export type ServerMessage<E = ZEvent, V = ZView, C = ZCommand> = WireServerMessage<E, V, C>;

export type HostAction =
  | { readonly kind: "pause"; readonly paused: boolean }
  | { readonly kind: "kick"; readonly seat: Seat }
  | { readonly kind: "bot"; readonly seat: Seat; readonly bot: string | null };

export type ClientMessage<C = ZCommand> =
  | {
      readonly type: "join";
      readonly room: string;
      readonly seat?: Seat;
      readonly token?: string;
      readonly hostToken?: string;
      readonly lastSeq?: number;
    }
  | { readonly type: "command"; readonly id: string; readonly seq: number; readonly command: C }
  | { readonly type: "undo"; readonly id: string; readonly seq: number }
  | { readonly type: "resync"; readonly fromSeq: number }
  | { readonly type: "host"; readonly id: string; readonly action: HostAction };

const TYPES = new Set(["welcome", "update", "resync", "ack", "room", "seat_token", "pong", "error"]);
const PICTURES = new Set(["welcome", "update", "resync"]);

/**
 * Reads one frame from the server. Only the envelope is checked here (a known `type`, and a seq, view and
 * legal list on the messages that carry a picture); the view itself is the game's, sent by our own server.
 */
export function parseServerMessage<M = ServerMessage>(
  text: string,
): { ok: true; message: M } | { ok: false; problem: string } {
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
  return { ok: true, message: raw as M };
}
