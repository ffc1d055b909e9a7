import { randomUUID } from "node:crypto";
import type { Socket } from "node:net";
import type { WebSocket } from "ws";
import type { RoomRouter } from "../cluster/router.ts";
import { parseClientMessage } from "../protocol/client-messages.ts";
import { CLOSE, errorMessage, type ServerMessage } from "../protocol/server-messages.ts";
import { type JoinRequest, NO_AUTH, type RoomResult } from "../rooms/room-messages.ts";
import { hashSecret, newSecret, normalizeRoomCode } from "../security/ids.ts";
import { TokenBucket } from "../security/rate-limit.ts";
import type { Conn, Hub } from "./hub.ts";
import type { SeatBuckets } from "./seat-buckets.ts";
import { corkUntilSettled } from "./write-batching.ts";

export interface ConnectionLimits {
  /** Messages per second a connection may send on average, and at once. */
  readonly perSecond: number;
  readonly burst: number;
  /** Refused messages in a row before the connection is closed as a flood. */
  readonly floodAfter: number;
  /** A client that does not read: close once this many bytes wait to be sent to it. */
  readonly maxBufferedBytes: number;
  /** Open WebSockets one client address may hold at once. */
  readonly perAddress: number;
  /** A socket that has not joined a room this long after opening is closed. */
  readonly joinTimeoutMs: number;
  /** Every this many ms the server pings; a socket that did not answer the previous ping is dropped. */
  readonly heartbeatMs: number;
}

export const DEFAULT_LIMITS: ConnectionLimits = {
  perSecond: 20,
  burst: 40,
  floodAfter: 100,
  maxBufferedBytes: 4 * 1024 * 1024,
  perAddress: 64,
  joinTimeoutMs: 30_000,
  heartbeatMs: 30_000,
};

/** What every connection of the process shares. */
export interface ConnectionContext {
  readonly hub: Hub;
  readonly router: RoomRouter;
  readonly limits: ConnectionLimits;
  /** Rate limits per seat, shared by all of a seat's connections. */
  readonly seats: SeatBuckets;
  /** Called once when the socket closes (frees its place in the per-address count). */
  readonly onClose?: () => void;
}

/** Runs one client's WebSocket: checks every message, forwards it to its room's owner, answers. */
export function serveConnection(ws: WebSocket, ctx: ConnectionContext): void {
  const { hub, router, limits } = ctx;
  // Until the socket joins a seat, it has its own bucket; a seat's sockets then share the seat's.
  let bucket = new TokenBucket(limits.perSecond, limits.burst, limits.floodAfter);
  let seatKey: string | null = null;
  let joining = false;
  const joinTimer = setTimeout(() => {
    if (conn.room === null) ws.close(CLOSE.policy, "no room joined in time");
  }, limits.joinTimeoutMs);
  let alive = true;
  ws.on("pong", () => {
    alive = true;
  });
  const heartbeat = setInterval(() => {
    if (!alive) return ws.terminate();
    alive = false;
    ws.ping();
    tellPresence(true);
  }, limits.heartbeatMs);
  // What a command sends this socket (an update, then the ack of the command that made it) leaves in one
  // write: on loopback, and to a lesser degree on a network, each write is a system call.
  const socket = (ws as unknown as { _socket?: Socket })._socket;
  const conn: Conn = {
    id: randomUUID(),
    room: null,
    auth: NO_AUTH,
    send(data) {
      if (ws.readyState !== ws.OPEN) return;
      if (ws.bufferedAmount > limits.maxBufferedBytes)
        return ws.close(CLOSE.policy, "not reading its messages");
      if (socket) corkUntilSettled(socket);
      // A Buffer is a text message's bytes (Hub.broadcast): sent as a text frame, never copied.
      ws.send(data, { binary: false });
    },
    close: (code, reason) => ws.close(code, reason),
    renewPresence: () => tellPresence(true),
  };
  const send = (msg: ServerMessage) => conn.send(JSON.stringify(msg));
  // The seat's presence at its room's owner (maybe on another process): renewed at every heartbeat, for long
  // enough to outlast two missed ones, so a process that dies without a word takes its players offline.
  const presence = { conn: conn.id, ttlMs: limits.heartbeatMs * 2.5 };
  const tellPresence = (here: boolean) => {
    const seat = conn.auth.seat;
    if (conn.room === null || seat === null) return;
    router.call(conn.room, { kind: "presence", seat, presence, here }).catch(() => undefined);
  };
  const sendResult = (result: RoomResult) => conn.send(result.replyText ?? JSON.stringify(result.reply));

  const onText = async (text: string): Promise<void> => {
    const parsed = parseClientMessage(text);
    if (!parsed.ok) return send(errorMessage(parsed.code, parsed.message, { where: parsed.where }));
    const msg = parsed.message;
    if (msg.type === "ping") return send({ type: "pong", id: msg.id ?? null });
    if (msg.type === "join") {
      if (conn.room !== null || joining)
        return send(
          errorMessage("already_joined", "This connection already joined a room; open another one."),
        );
      const code = normalizeRoomCode(msg.room);
      if (code === null)
        return send(
          errorMessage("bad_room_code", "A room code is 16 letters and digits.", { where: "$.room" }),
        );
      joining = true;
      await router.watch(code);
      const { token, hostToken, ...rest } = msg;
      const join: JoinRequest = {
        ...rest,
        room: code,
        presence,
        ...(token !== undefined ? { tokenHash: hashSecret(token) } : {}),
        ...(hostToken !== undefined ? { hostHash: hashSecret(hostToken) } : {}),
      };
      const result = await router.call(code, { kind: "join", msg: join }).finally(() => {
        joining = false;
      });
      if (result.bind && ws.readyState === ws.OPEN) {
        hub.bind(conn, result.bind.room, result.bind.auth);
        clearTimeout(joinTimer);
        const seat = result.bind.auth.seat;
        if (seat !== null) {
          const shared = ctx.seats.acquire(result.bind.room, seat);
          seatKey = shared.key;
          bucket = shared.bucket;
        }
      } else {
        // Closed while joining: the seat it was given has no connection after all.
        const seat = result.bind?.auth.seat ?? null;
        if (seat !== null)
          router.call(code, { kind: "presence", seat, presence, here: false }).catch(() => undefined);
        if (hub.rooms().indexOf(code) < 0) router.unwatch(code);
      }
      return sendResult(result);
    }
    if (conn.room === null) return send(errorMessage("not_joined", `Send "join" before "${msg.type}".`));
    if (msg.type === "host" && msg.action.kind === "assign") {
      // The new seat token is made here and only its hash goes to the room's owner.
      const token = newSecret();
      const action = { ...msg.action, tokenHash: hashSecret(token) };
      const result = await router.call(conn.room, { kind: "ws", auth: conn.auth, msg: { ...msg, action } });
      for (const m of result.before ?? []) send(m);
      return send(result.reply.type === "seat_token" ? { ...result.reply, token } : result.reply);
    }
    const result = await router.call(conn.room, {
      kind: "ws",
      auth: conn.auth,
      msg: msg as Exclude<typeof msg, { type: "host" }>,
    });
    for (const m of result.before ?? []) send(m);
    sendResult(result);
  };

  ws.on("message", (data, isBinary) => {
    const verdict = bucket.take();
    if (verdict === "flood") return ws.close(CLOSE.policy, "flood: too many messages");
    if (verdict === "limited")
      return send(
        errorMessage(
          "rate_limited",
          `At most ${limits.perSecond} messages per second; this one was dropped.`,
        ),
      );
    if (isBinary) return send(errorMessage("binary_message", "Messages are JSON text frames, not binary."));
    const text = Array.isArray(data) ? Buffer.concat(data).toString("utf8") : data.toString("utf8");
    onText(text).catch((e: Error) => send(errorMessage("internal", `The server failed: ${e.message}`)));
  });
  ws.on("close", () => {
    clearTimeout(joinTimer);
    clearInterval(heartbeat);
    if (seatKey !== null) ctx.seats.release(seatKey);
    ctx.onClose?.();
    tellPresence(false);
    const room = conn.room;
    if (room !== null && hub.remove(conn)) router.unwatch(room);
  });
}
