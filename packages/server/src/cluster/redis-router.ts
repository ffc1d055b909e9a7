import { randomUUID } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { Redis } from "ioredis";
import type { Hub } from "../net/hub.ts";
import { errorMessage } from "../protocol/server-messages.ts";
import type { RoomDirectory } from "../rooms/directory.ts";
import type { RoomOutlet, RoomRequest, RoomResult } from "../rooms/room-messages.ts";
import { unknownRoom } from "./local-router.ts";
import { Leases } from "./redis-lease.ts";
import type { RoomRouter } from "./router.ts";

export interface RedisRouterOptions {
  readonly url: string;
  readonly prefix: string;
  readonly leaseMs: number;
  readonly hub: Hub;
  readonly makeDirectory: (outlet: RoomOutlet, onLost: (code: string) => void) => RoomDirectory;
}

type OutMessage =
  | { t: "b"; m: Record<string, string> }
  | { t: "c"; seat: string; code: number; reason: string }
  | { t: "r" };

/** What travels on a process's own `node` channel: a request for a room it owns, or an answer to one of its calls. */
type NodeMessage =
  | { t: "req"; from: string; callId: string; room: string; request: RoomRequest }
  | { t: "res"; callId: string; result: RoomResult };

const moved = (): RoomResult => ({
  reply: errorMessage("room_moved", "This process no longer owns the room; retry."),
});

/**
 * Several processes share the rooms. The owner of a room is whoever holds its Redis lease, and only the
 * lease says so: a process sends a request for a room to the lease holder's own `node` channel and gets
 * the answer on its own. While it waits it keeps reading the lease, so when the owner dies (its lease
 * lapses) the request goes to the next owner at once instead of waiting out a deadline. Publish
 * listener counts are never trusted (a monitoring PSUBSCRIBE counts as a listener too).
 * Owners publish broadcasts on the room's `out` channel; every process with connections to it relays them.
 */
export class RedisRouter implements RoomRouter {
  private readonly node = randomUUID();
  private readonly pub: Redis;
  private readonly sub: Redis;
  private readonly leases: Leases;
  private readonly directory: RoomDirectory;
  private readonly owned = new Set<string>();
  private readonly watched = new Set<string>();
  private readonly acquiring = new Map<string, Promise<"owned" | "taken" | "unknown">>();
  private readonly calls = new Map<string, (r: RoomResult | null) => void>();
  private timer: NodeJS.Timeout | null = null;
  private closed = false;

  private constructor(private readonly options: RedisRouterOptions) {
    this.pub = new Redis(options.url, { maxRetriesPerRequest: 2 });
    this.sub = new Redis(options.url, { maxRetriesPerRequest: 2 });
    this.leases = new Leases(this.pub, options.prefix, this.node, options.leaseMs);
    const outlet: RoomOutlet = {
      broadcast: (room, byViewer) => this.publishOut(room, { t: "b", m: Object.fromEntries(byViewer) }),
      closeSeat: (room, seat, code, reason) => this.publishOut(room, { t: "c", seat, code, reason }),
      rollCall: (room) => this.publishOut(room, { t: "r" }),
    };
    this.directory = options.makeDirectory(outlet, (code) => void this.disown(code));
  }

  static async start(options: RedisRouterOptions): Promise<RedisRouter> {
    const router = new RedisRouter(options);
    router.sub.on("message", (channel: string, text: string) => router.onMessage(channel, text));
    await router.sub.subscribe(router.channel("node", router.node));
    router.timer = setInterval(() => void router.tick(), Math.max(100, Math.floor(options.leaseMs / 3)));
    return router;
  }

  /** How often a waiting caller reads the owner's lease. */
  private get pollMs(): number {
    return Math.max(50, Math.min(250, Math.floor(this.options.leaseMs / 8)));
  }

  private channel(kind: "out" | "node", id: string): string {
    return `${this.options.prefix}:${kind}:${id}`;
  }

  private publishOut(room: string, msg: OutMessage): void {
    this.pub.publish(this.channel("out", room), JSON.stringify(msg)).catch(() => undefined);
  }

  private onMessage(channel: string, text: string): void {
    const [, kind, id] = channel.slice(this.options.prefix.length).split(":") as [string, string, string];
    let msg: unknown;
    try {
      msg = JSON.parse(text);
    } catch {
      return;
    }
    if (kind === "node") {
      const m = msg as NodeMessage;
      if (m.t === "res") this.calls.get(m.callId)?.(m.result);
      else if (m.t === "req")
        void this.serveRemote(m.room, m.request).then(({ replyText: _text, ...result }) =>
          this.pub
            .publish(this.channel("node", m.from), JSON.stringify({ t: "res", callId: m.callId, result }))
            .catch(() => undefined),
        );
    } else if (kind === "out") {
      const out = msg as OutMessage;
      if (out.t === "b") this.options.hub.broadcast(id, new Map(Object.entries(out.m)));
      else if (out.t === "c") this.options.hub.closeSeat(id, out.seat, out.code, out.reason);
      else if (out.t === "r") this.options.hub.rollCall(id);
    }
  }

  private async serveRemote(code: string, request: RoomRequest): Promise<RoomResult> {
    const room = this.owned.has(code) ? this.directory.get(code) : undefined;
    if (!room) return moved();
    return room.handle(request);
  }

  /** Takes the room if its lease is free, and loads it from storage. */
  private acquire(code: string): Promise<"owned" | "taken" | "unknown"> {
    if (this.owned.has(code)) return Promise.resolve("owned");
    let pending = this.acquiring.get(code);
    if (!pending) {
      pending = (async () => {
        if (!(await this.leases.acquire(code))) return "taken" as const;
        const room = await this.directory.load(code).catch(() => null);
        if (!room) {
          await this.disown(code);
          return "unknown" as const;
        }
        this.owned.add(code);
        return "owned" as const;
      })().finally(() => this.acquiring.delete(code));
      this.acquiring.set(code, pending);
    }
    return pending;
  }

  private async disown(code: string): Promise<void> {
    this.owned.delete(code);
    this.directory.drop(code);
    await this.leases.release(code);
  }

  async call(code: string, request: RoomRequest): Promise<RoomResult> {
    const deadline = Date.now() + this.options.leaseMs * 2 + 2000;
    while (Date.now() < deadline && !this.closed) {
      const got = await this.acquire(code);
      if (got === "unknown") return unknownRoom(code);
      const local = got === "owned" ? this.directory.get(code) : undefined;
      if (local) return local.handle(request);
      const owner = await this.leases.holder(code);
      if (owner !== null && owner !== this.node) {
        const result = await this.forward(owner, code, request, deadline);
        if (result && !(result.reply.type === "error" && result.reply.code === "room_moved")) return result;
      }
      await sleep(this.pollMs);
    }
    return {
      reply: errorMessage("room_unavailable", `Room ${code} has no reachable owner right now; retry.`),
    };
  }

  /**
   * Sends the request to `owner` and waits for its answer, reading the lease meanwhile: null as soon as
   * `owner` no longer holds it (it died or let the room go), or at the deadline.
   */
  private async forward(
    owner: string,
    code: string,
    request: RoomRequest,
    deadline: number,
  ): Promise<RoomResult | null> {
    const callId = randomUUID();
    let settled = false;
    const answer = new Promise<RoomResult | null>((resolve) => {
      this.calls.set(callId, (r) => {
        settled = true;
        resolve(r);
      });
    });
    const message: NodeMessage = { t: "req", from: this.node, callId, room: code, request };
    await this.pub.publish(this.channel("node", owner), JSON.stringify(message)).catch(() => undefined);
    const watch = (async () => {
      while (!settled && !this.closed && Date.now() < deadline) {
        await sleep(this.pollMs);
        if (settled) return;
        const now = await this.leases.holder(code).catch(() => owner);
        if (now !== owner) return this.calls.get(callId)?.(null);
      }
      this.calls.get(callId)?.(null);
    })();
    const result = await answer;
    this.calls.delete(callId);
    await watch;
    return result;
  }

  async watch(code: string): Promise<void> {
    if (this.watched.has(code)) return;
    this.watched.add(code);
    await this.sub.subscribe(this.channel("out", code));
  }

  unwatch(code: string): void {
    this.watched.delete(code);
    // A connection may close after the router did (server shutdown): nothing to unsubscribe from then.
    this.sub.unsubscribe(this.channel("out", code)).catch(() => undefined);
  }

  /** Renews owned leases, drops lost ones, and takes over watched rooms whose owner died. */
  private async tick(): Promise<void> {
    if (this.closed) return;
    try {
      for (const code of await this.leases.renew([...this.owned])) await this.disown(code);
      const orphans = await this.leases.vacant([...this.watched].filter((c) => !this.owned.has(c)));
      await Promise.all(orphans.map((code) => this.acquire(code)));
    } catch {
      // Redis unreachable: leases lapse on their own; /readyz reports it.
    }
  }

  loaded(): string[] {
    return [...this.owned];
  }

  async ready(): Promise<void> {
    await this.pub.ping();
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearInterval(this.timer);
    for (const code of [...this.owned]) await this.disown(code).catch(() => undefined);
    this.directory.closeAll();
    this.sub.disconnect();
    await this.pub.quit();
  }
}
