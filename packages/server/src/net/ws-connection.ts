import { randomUUID } from "node:crypto";
import type { WebSocket } from "ws";
import type { RoomRouter } from "../cluster/router.ts";
import { parseClientMessage } from "../protocol/client-messages.ts";
import { CLOSE, errorMessage, type ServerMessage } from "../protocol/server-messages.ts";
import { NO_AUTH } from "../rooms/room-messages.ts";
import { normalizeRoomCode } from "../security/ids.ts";
import { TokenBucket } from "../security/rate-limit.ts";
import type { Conn, Hub } from "./hub.ts";

export interface ConnectionLimits {
  /** Messages per second a connection may send on average, and at once. */
  readonly perSecond: number;
  readonly burst: number;
  /** Refused messages in a row before the connection is closed as a flood. */
  readonly floodAfter: number;
  /** A client that does not read: close once this many bytes wait to be sent to it. */
  readonly maxBufferedBytes: number;
}

export const DEFAULT_LIMITS: ConnectionLimits = {
  perSecond: 20,
  burst: 40,
  floodAfter: 100,
  maxBufferedBytes: 4 * 1024 * 1024,
};

/** Runs one client's WebSocket: checks every message, forwards it to its room's owner, answers. */
export function serveConnection(ws: WebSocket, hub: Hub, router: RoomRouter, limits: ConnectionLimits): void {
  const bucket = new TokenBucket(limits.perSecond, limits.burst, limits.floodAfter);
  let joining = false;
  const conn: Conn = {
    id: randomUUID(),
    room: null,
    auth: NO_AUTH,
    send(text) {
      if (ws.readyState !== ws.OPEN) return;
      if (ws.bufferedAmount > limits.maxBufferedBytes)
        return ws.close(CLOSE.policy, "not reading its messages");
      ws.send(text);
    },
    close: (code, reason) => ws.close(code, reason),
  };
  const send = (msg: ServerMessage) => conn.send(JSON.stringify(msg));

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
      const result = await router
        .call(code, { kind: "ws", auth: NO_AUTH, msg: { ...msg, room: code } })
        .finally(() => {
          joining = false;
        });
      if (result.bind && ws.readyState === ws.OPEN) hub.bind(conn, result.bind.room, result.bind.auth);
      else if (hub.rooms().indexOf(code) < 0) router.unwatch(code);
      return send(result.reply);
    }
    if (conn.room === null) return send(errorMessage("not_joined", `Send "join" before "${msg.type}".`));
    const result = await router.call(conn.room, { kind: "ws", auth: conn.auth, msg });
    send(result.reply);
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
    const room = conn.room;
    if (room !== null && hub.remove(conn)) router.unwatch(room);
  });
}
