import type { Seat } from "@horda/table";
import type { ClientMessage, HostAction, JoinMessage } from "../protocol/client-messages.ts";
import type { PublicSeat, ServerMessage } from "../protocol/server-messages.ts";

/**
 * What a connection proved when it joined; sent along with each of its messages to the room's owner.
 * Tokens are hashed where they arrive: requests to another process (over Redis) carry only the SHA-256
 * the owner compares with the hashes it stores, never a token that would open the seat.
 */
export interface ConnAuth {
  readonly seat: Seat | null;
  readonly tokenHash: string | null;
  readonly hostHash: string | null;
}

export const NO_AUTH: ConnAuth = { seat: null, tokenHash: null, hostHash: null };

/** A `join` as the owner gets it: the tokens replaced by their hashes. */
export type JoinRequest = Omit<JoinMessage, "token" | "hostToken"> & {
  readonly tokenHash?: string;
  readonly hostHash?: string;
  /** The joining connection, for the seat's presence (`presence` requests renew or end it). */
  readonly presence?: ConnPresence;
};

/** A seated connection as its room's presence knows it: its id, and how long its entry lasts unless renewed. */
export interface ConnPresence {
  readonly conn: string;
  readonly ttlMs: number;
}

/** A host action as the owner gets it: `assign` carries the hash of the new token the edge made. */
export type HostRequest =
  | Exclude<HostAction, { kind: "assign" }>
  | (Extract<HostAction, { kind: "assign" }> & { readonly tokenHash: string });

/** The messages of a joined connection the owner handles (ping and join are answered elsewhere). */
export type PlayMessage =
  | Exclude<ClientMessage, { type: "ping" | "join" | "host" }>
  | { readonly type: "host"; readonly id?: string | undefined; readonly action: HostRequest };

/** Requests a room's owner handles one at a time (from a WebSocket, or from the HTTP API). */
export type RoomRequest =
  | { readonly kind: "join"; readonly msg: JoinRequest }
  | { readonly kind: "ws"; readonly auth: ConnAuth; readonly msg: PlayMessage }
  | {
      readonly kind: "claim";
      readonly name: string;
      readonly clientHash: string | null;
      /** Hash of the seat token the edge made and will hand out if a seat is free. */
      readonly tokenHash: string;
    }
  | { readonly kind: "info" }
  | { readonly kind: "record"; readonly hostHash: string }
  /** Which seat a seat token opens, with the room's config (HTTP pages for one seat: a campaign's sheets). */
  | { readonly kind: "seat"; readonly tokenHash: string }
  /** A seated connection is still there (its process's heartbeat), or closed (`here: false`). */
  | {
      readonly kind: "presence";
      readonly seat: Seat;
      readonly presence: ConnPresence;
      readonly here: boolean;
    };

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
  /**
   * `reply` as JSON text when the room made it already (a welcome or resync, whose view is made of field
   * texts its viewers share); a connection sends it instead of serialising `reply` again. Not sent between
   * processes: the other side serialises `reply`.
   */
  readonly replyText?: string;
  readonly bind?: { readonly room: string; readonly auth: ConnAuth };
  /** Messages for the asking connection to receive before `reply` (what it missed, on a stale seq). */
  readonly before?: readonly ServerMessage[];
  /** HTTP answers: the seat claimed, if any (its token is the one the edge made). */
  readonly claim?: { readonly seat: Seat | null };
  readonly info?: RoomInfo;
  readonly record?: unknown;
  readonly seatOf?: { readonly seat: Seat; readonly config: unknown };
}

/** Where a room's owner sends what concerns every connection of the room, on any process. */
export interface RoomOutlet {
  /** Per-viewer serialized messages ("spectator" for spectators). */
  broadcast(room: string, byViewer: ReadonlyMap<string, string>): void;
  /** Closes every connection of `seat` in `room` (kicked or token reissued). */
  closeSeat(room: string, seat: Seat, code: number, reason: string): void;
  /**
   * The room was just loaded (a failover, a reload): every seated connection to it, on any process, renews its
   * presence now instead of at its next heartbeat.
   */
  rollCall(room: string): void;
}
