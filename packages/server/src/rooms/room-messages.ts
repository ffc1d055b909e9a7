import type { Seat } from "@horda/table";
import type { ClientMessage } from "../protocol/client-messages.ts";
import type { PublicSeat, ServerMessage } from "../protocol/server-messages.ts";

/** What a connection proved when it joined; sent along with each of its messages to the room's owner. */
export interface ConnAuth {
  readonly seat: Seat | null;
  readonly token: string | null;
  readonly hostToken: string | null;
}

export const NO_AUTH: ConnAuth = { seat: null, token: null, hostToken: null };

/** Requests a room's owner handles one at a time (from a WebSocket, or from the HTTP API). */
export type RoomRequest =
  | { readonly kind: "ws"; readonly auth: ConnAuth; readonly msg: Exclude<ClientMessage, { type: "ping" }> }
  | { readonly kind: "claim"; readonly name: string; readonly clientHash: string | null }
  | { readonly kind: "info" }
  | { readonly kind: "record"; readonly hostToken: string };

export interface RoomInfo {
  readonly code: string;
  readonly game: string;
  readonly seq: number;
  readonly paused: boolean;
  readonly status: string;
  readonly seats: Record<Seat, PublicSeat>;
}

/** The owner's answer: a message for the asking connection, and whether it is now bound to a seat. */
export interface RoomResult {
  readonly reply: ServerMessage;
  readonly bind?: { readonly room: string; readonly auth: ConnAuth };
  /** HTTP answers. */
  readonly claim?: { readonly seat: Seat | null; readonly token: string | null };
  readonly info?: RoomInfo;
  readonly record?: unknown;
}

/** Where a room's owner sends what concerns every connection of the room, on any process. */
export interface RoomOutlet {
  /** Per-viewer serialized messages ("spectator" for spectators). */
  broadcast(room: string, byViewer: ReadonlyMap<string, string>): void;
  /** Closes every connection of `seat` in `room` (kicked or token reissued). */
  closeSeat(room: string, seat: Seat, code: number, reason: string): void;
}
