import { type Seat, SPECTATOR } from "@horda/table";
import type { ConnAuth, RoomOutlet } from "../rooms/room-messages.ts";
import { NO_AUTH } from "../rooms/room-messages.ts";

/** A client connection as this process knows it. */
export interface Conn {
  readonly id: string;
  room: string | null;
  auth: ConnAuth;
  /** A JSON text message (a Buffer holds its UTF-8 bytes, encoded once for every connection it goes to). */
  send(text: string | Buffer): void;
  close(code: number, reason: string): void;
  /** Tells the room's owner this seated connection is still there (its presence). */
  renewPresence?(): void;
}

/**
 * The connections of this process, by room. It delivers what rooms broadcast (from this process or,
 * with Redis, from another) to each connection: the message for its seat, or for spectators.
 */
export class Hub implements RoomOutlet {
  private readonly byRoom = new Map<string, Set<Conn>>();

  bind(conn: Conn, room: string, auth: ConnAuth): void {
    conn.room = room;
    conn.auth = auth;
    const set = this.byRoom.get(room) ?? new Set<Conn>();
    this.byRoom.set(room, set);
    set.add(conn);
  }

  /** Forgets a closed connection; returns true if it was the room's last one on this process. */
  remove(conn: Conn): boolean {
    if (conn.room === null) return false;
    const set = this.byRoom.get(conn.room);
    set?.delete(conn);
    conn.auth = NO_AUTH;
    if (set && set.size === 0) {
      this.byRoom.delete(conn.room);
      return true;
    }
    return false;
  }

  /** Whether this process has a connection to `room`. */
  has(room: string): boolean {
    return this.byRoom.has(room);
  }

  rooms(): string[] {
    return [...this.byRoom.keys()];
  }

  connections(): number {
    let n = 0;
    for (const set of this.byRoom.values()) n += set.size;
    return n;
  }

  /**
   * Sends each connection its viewer's message. A room gives viewers with the same update the same string:
   * it is encoded to UTF-8 once and the bytes are shared by every connection it goes to. A room thread
   * sends the bytes themselves (encoded there, the same object for viewers with the same update).
   */
  broadcast(room: string, byViewer: ReadonlyMap<string, string | Uint8Array>): void {
    const conns = this.byRoom.get(room);
    if (conns === undefined) return;
    const all = byViewer.get("*");
    const encoded: { message: string | Uint8Array; bytes: Buffer }[] = [];
    for (const conn of conns) {
      const message = all ?? byViewer.get(conn.auth.seat ?? SPECTATOR);
      if (message === undefined) continue;
      let bytes: Buffer | undefined;
      for (const e of encoded) if (e.message === message) bytes = e.bytes;
      if (bytes === undefined) {
        bytes =
          typeof message === "string"
            ? Buffer.from(message, "utf8")
            : Buffer.from(message.buffer, message.byteOffset, message.byteLength);
        encoded.push({ message, bytes });
      }
      conn.send(bytes);
    }
  }

  closeSeat(room: string, seat: Seat, code: number, reason: string): void {
    for (const conn of [...(this.byRoom.get(room) ?? [])])
      if (conn.auth.seat === seat) conn.close(code, reason);
  }

  rollCall(room: string): void {
    for (const conn of this.byRoom.get(room) ?? []) conn.renewPresence?.();
  }

  closeAll(code: number, reason: string): void {
    for (const set of this.byRoom.values()) for (const conn of [...set]) conn.close(code, reason);
  }
}
