import type {
  Seat,
  Picture as WirePicture,
  ServerMessage as WireServerMessage,
  Step as WireStep,
} from "@horda/table";
import type { ZCommand, ZEvent, ZView } from "@horda/zurvivors";

// The server's WebSocket protocol (docs/protocol.md) with the Zurvivors types in place of JSON.

export type { PublicSeat, PublicSeats } from "@horda/table";
export type Step = WireStep<ZEvent>;
export type Picture = WirePicture<ZView, ZCommand>;
export type ServerMessage = WireServerMessage<ZEvent, ZView, ZCommand>;

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
