import type { ClientMessage, ServerMessage } from "./messages.ts";
import { parseServerMessage } from "./messages.ts";

/** Close codes after which reconnecting cannot help (docs/protocol.md). */
const FINAL_CLOSES: Readonly<Record<number, string>> = {
  4003: "kicked",
  4004: "revoked",
};

export interface SocketHandlers<In = ServerMessage, Out = ClientMessage> {
  /** The `join` to send on every (re)connection, built when the socket opens (it carries the last seq seen). */
  readonly join: () => Out;
  readonly message: (msg: In) => void;
  /** The connection dropped; it is tried again after `retryMs` unless `final` names why it cannot be. */
  readonly closed: (info: { final: string | null; retryMs: number | null }) => void;
  readonly problem: (text: string) => void;
}

/** The WebSocket address of the server that served this page (`/ws` on the same host). */
export function socketUrl(location: { protocol: string; host: string }): string {
  return `${location.protocol === "https:" ? "wss:" : "ws:"}//${location.host}/ws`;
}

/**
 * One room connection that comes back after a drop: it reconnects with a growing pause (0.25 s to 4 s) and
 * joins again, until `stop` is called or the server closed it for good (kicked, seat given away).
 */
export class RoomSocket<In = ServerMessage, Out = ClientMessage> {
  private ws: WebSocket | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private attempt = 0;
  private stopped = false;

  constructor(
    private readonly url: string,
    private readonly on: SocketHandlers<In, Out>,
  ) {
    this.open();
  }

  send(msg: Out): boolean {
    if (this.ws?.readyState !== WebSocket.OPEN) return false;
    this.ws.send(JSON.stringify(msg));
    return true;
  }

  /** Drops the connection as a network failure would (it then reconnects). */
  drop(): void {
    this.ws?.close(4000, "dropped by the client");
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.ws?.close(1000, "left the table");
  }

  private open(): void {
    const ws = new WebSocket(this.url);
    this.ws = ws;
    ws.onopen = () => {
      this.attempt = 0;
      ws.send(JSON.stringify(this.on.join()));
    };
    ws.onmessage = (e) => {
      const parsed = parseServerMessage<In>(String(e.data));
      if (parsed.ok) this.on.message(parsed.message);
      else this.on.problem(parsed.problem);
    };
    ws.onclose = (e) => {
      if (this.ws !== ws || this.stopped) return;
      const final = FINAL_CLOSES[e.code] ?? null;
      const retryMs = final ? null : Math.min(4000, 250 * 2 ** this.attempt++);
      this.on.closed({ final, retryMs });
      if (retryMs !== null) this.timer = setTimeout(() => this.open(), retryMs);
    };
  }
}
