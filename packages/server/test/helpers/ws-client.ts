import WebSocket from "ws";

// biome-ignore lint/suspicious/noExplicitAny: tests look into server messages freely
export type Msg = any;

/** A WebSocket client for tests: keeps every message, waits for one matching a predicate. */
export class TestClient {
  readonly received: Msg[] = [];
  /** Messages no `next` has taken yet, oldest first. */
  private unread: Msg[] = [];
  private wake: (() => void) | null = null;
  readonly closed: Promise<{ code: number; reason: string }>;

  private constructor(readonly ws: WebSocket) {
    ws.on("message", (data) => {
      const m = JSON.parse(data.toString());
      this.received.push(m);
      this.unread.push(m);
      this.wake?.();
    });
    this.closed = new Promise((resolve) =>
      ws.on("close", (code, reason) => {
        resolve({ code, reason: reason.toString() });
        this.wake?.();
      }),
    );
  }

  static open(baseUrl: string, headers: Record<string, string> = {}): Promise<TestClient> {
    const ws = new WebSocket(`${baseUrl.replace(/^http/, "ws")}/ws`, { headers });
    return new Promise((resolve, reject) => {
      ws.once("open", () => resolve(new TestClient(ws)));
      ws.once("error", reject);
      ws.once("unexpected-response", (_req, res) =>
        reject(new Error(`handshake refused: ${res.statusCode}`)),
      );
    });
  }

  send(msg: unknown): void {
    this.ws.send(JSON.stringify(msg));
  }

  sendRaw(data: string | Buffer): void {
    this.ws.send(data);
  }

  /** The oldest message not taken yet that matches `pred` (others stay for later calls). */
  async next(pred: (m: Msg) => boolean = () => true, timeoutMs = 5000): Promise<Msg> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const i = this.unread.findIndex(pred);
      if (i >= 0) return this.unread.splice(i, 1)[0];
      if (this.ws.readyState === WebSocket.CLOSED) throw new Error("connection closed while waiting");
      const left = deadline - Date.now();
      if (left <= 0)
        throw new Error(
          `no matching message within ${timeoutMs} ms; last: ${JSON.stringify(this.received.at(-1))}`,
        );
      await new Promise<void>((resolve) => {
        const t = setTimeout(resolve, left);
        this.wake = () => {
          clearTimeout(t);
          resolve();
        };
      });
      this.wake = null;
    }
  }

  /** Sends and waits for the answer: an ack, error, welcome, pong or seat_token (resync to a resync). */
  async request(msg: unknown): Promise<Msg> {
    this.send(msg);
    // A command on a stale seq is answered by a resync (what it missed) and then its error.
    const answers = ["ack", "error", "welcome", "pong", "seat_token"];
    if ((msg as { type?: string }).type === "resync") answers.push("resync");
    return this.next((m) => answers.includes(m.type));
  }

  close(): void {
    this.ws.close();
  }
}
