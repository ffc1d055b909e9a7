import { Worker } from "node:worker_threads";
import type { Hub } from "../net/hub.ts";
import { errorMessage } from "../protocol/server-messages.ts";
import type { RoomRequest, RoomResult } from "../rooms/room-messages.ts";
import type { Storage } from "../storage/types.ts";
import {
  type FromRoomThread,
  Outbox,
  type RoomThreadSetup,
  type ToRoomThread,
} from "./room-thread-messages.ts";
import type { RoomRouter } from "./router.ts";

export interface ThreadRouterOptions {
  /** The room thread's entry (`room-thread.ts`, or `room-thread.mjs` next to the server bundle). */
  readonly entry: URL;
  readonly threads: number;
  readonly setup: RoomThreadSetup;
  readonly hub: Hub;
  /** The main thread's storage: with SQLite, each room thread gets a port to its writer thread. */
  readonly storage: Storage;
}

/** A request sent to a room thread, waiting for its answer. */
interface PendingCall {
  readonly code: string;
  readonly thread: RoomThread;
  readonly resolve: (r: RoomResult) => void;
  readonly reject: (e: Error) => void;
}

/** One room thread as the main thread sees it. */
interface RoomThread {
  readonly worker: Worker;
  readonly outbox: Outbox<ToRoomThread>;
  readonly ready: Promise<void>;
  /** Whether it said it was ready: only a thread that once started is started again when it dies. */
  started: boolean;
  readonly watched: Set<string>;
}

/**
 * One process, its rooms spread over worker threads: the main thread keeps the sockets, the HTTP API and the
 * SQLite writer; each room lives on one room thread (chosen by its code), which applies commands, works out
 * views and updates, and hands the main thread what to send. The engine's work then runs beside the sockets'
 * instead of queueing behind them, on every core. A room thread that dies is started again; its rooms load
 * again from storage on their next request.
 */
export class ThreadRouter implements RoomRouter {
  private readonly threads: RoomThread[] = [];
  /** Requests waiting for their room thread's answer, by id. */
  private readonly calls = new Map<number, PendingCall>();
  private readonly loadedRooms = new Set<string>();
  private nextId = 1;
  private closed = false;

  constructor(private readonly options: ThreadRouterOptions) {
    if (options.setup.storage.kind === "sqlite" && !options.storage.connectWriter)
      throw new Error("room threads on SQLite need the main thread's writer (Storage.connectWriter)");
    for (let i = 0; i < Math.max(1, options.threads); i++) this.threads.push(this.start(new Set()));
  }

  private start(watched: Set<string>): RoomThread {
    const writer =
      this.options.setup.storage.kind === "sqlite" ? this.options.storage.connectWriter?.() : undefined;
    const worker = new Worker(this.options.entry, {
      workerData: { ...this.options.setup, ...(writer ? { writer } : {}) },
      ...(writer ? { transferList: [writer] } : {}),
    });
    const outbox = new Outbox<ToRoomThread>((batch) => worker.postMessage(batch));
    let started: () => void = () => {};
    let failed: (e: Error) => void = () => {};
    const ready = new Promise<void>((resolve, reject) => {
      started = resolve;
      failed = reject;
    });
    ready.catch(() => undefined);
    const thread: RoomThread = { worker, outbox, ready, started: false, watched };
    for (const code of watched) outbox.post({ t: "watch", code });
    worker.on("message", (batch: FromRoomThread[]) => {
      for (const m of batch) this.receive(thread, m, started);
    });
    worker.on("error", (e) => {
      failed(e);
      console.error(`room thread failed: ${e.stack ?? e}`);
    });
    worker.on("exit", () => {
      const i = this.threads.indexOf(thread);
      for (const [id, call] of this.calls)
        if (call.thread === thread) this.settle(id, null, "the room thread stopped; retry");
      failed(new Error("the room thread stopped before it was ready"));
      if (this.closed || i < 0 || !thread.started) return;
      // Its rooms load again on the new thread from what storage holds (every acknowledged command).
      for (const code of this.loadedRooms) if (this.threadOf(code) === thread) this.loadedRooms.delete(code);
      this.threads[i] = this.start(thread.watched);
    });
    return thread;
  }

  private receive(thread: RoomThread, m: FromRoomThread, started: () => void): void {
    switch (m.t) {
      case "ready":
        thread.started = true;
        started();
        break;
      case "res": {
        const code = this.calls.get(m.id)?.code;
        if (code !== undefined && (m.result.reply.type !== "error" || m.result.reply.code !== "unknown_room"))
          this.loadedRooms.add(code);
        this.settle(m.id, m.result, null);
        break;
      }
      case "fail":
        this.settle(m.id, null, m.message);
        break;
      case "b":
        this.options.hub.broadcast(m.room, m.byViewer);
        break;
      case "closeSeat":
        this.options.hub.closeSeat(m.room, m.seat, m.code, m.reason);
        break;
      case "rollCall":
        this.options.hub.rollCall(m.room);
        break;
      case "gone":
        this.loadedRooms.delete(m.code);
        break;
      case "closed":
        break;
    }
  }

  private settle(id: number, result: RoomResult | null, failure: string | null): void {
    const call = this.calls.get(id);
    this.calls.delete(id);
    if (!call) return;
    if (result) call.resolve(result);
    else call.reject(new Error(failure ?? "the room thread failed"));
  }

  private threadOf(code: string): RoomThread {
    let h = 0;
    for (let i = 0; i < code.length; i++) h = (h * 31 + code.charCodeAt(i)) >>> 0;
    return this.threads[h % this.threads.length] as RoomThread;
  }

  call(code: string, request: RoomRequest): Promise<RoomResult> {
    if (this.closed)
      return Promise.resolve({ reply: errorMessage("room_moved", "The server is shutting down; retry.") });
    const thread = this.threadOf(code);
    const id = this.nextId++;
    return new Promise<RoomResult>((resolve, reject) => {
      this.calls.set(id, { code, thread, resolve, reject });
      thread.outbox.post({ t: "req", id, code, request });
    });
  }

  async watch(code: string): Promise<void> {
    const thread = this.threadOf(code);
    if (thread.watched.has(code)) return;
    thread.watched.add(code);
    thread.outbox.post({ t: "watch", code });
  }

  unwatch(code: string): void {
    const thread = this.threadOf(code);
    if (!thread.watched.delete(code)) return;
    thread.outbox.post({ t: "unwatch", code });
  }

  loaded(): string[] {
    return [...this.loadedRooms];
  }

  async ready(): Promise<void> {
    await Promise.all(this.threads.map((t) => t.ready));
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await Promise.all(
      this.threads.map(async (thread) => {
        const closed = new Promise<void>((resolve) => thread.worker.once("exit", () => resolve()));
        thread.outbox.post({ t: "close" });
        thread.outbox.flush();
        await closed;
      }),
    );
  }
}
