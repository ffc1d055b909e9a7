import type { MessagePort } from "node:worker_threads";
import type { RoomRequest, RoomResult } from "../rooms/room-messages.ts";

/** Where a room thread keeps its rooms: the main thread's SQLite file (writes go back to it) or PostgreSQL. */
export type RoomThreadStorage =
  | { readonly kind: "sqlite"; readonly file: string }
  | { readonly kind: "postgres"; readonly url: string; readonly schema?: string };

/** What a room thread is started with (`workerData`): everything it needs to load and run rooms. */
export interface RoomThreadSetup {
  readonly storage: RoomThreadStorage;
  /** SQLite: the port to the main thread's writer thread (set by the router for each thread it starts). */
  readonly writer?: MessagePort;
  /** The games it hosts: `npm start`'s, with Zombicide's content from `contentDir`, and the test game. */
  readonly games: { readonly contentDir?: string; readonly testGames: boolean };
  readonly snapshotEvery: number;
  readonly botDelayMs: number;
  readonly idle: { readonly ms: number; readonly finishedMs: number };
}

/** From the main thread to a room thread. */
export type ToRoomThread =
  | { readonly t: "req"; readonly id: number; readonly code: string; readonly request: RoomRequest }
  /** The main thread has connections to `code` (a room with connections is never unloaded) or none left. */
  | { readonly t: "watch" | "unwatch"; readonly code: string }
  | { readonly t: "close" };

/** From a room thread to the main thread. */
export type FromRoomThread =
  | { readonly t: "ready" }
  | { readonly t: "res"; readonly id: number; readonly result: RoomResult }
  | { readonly t: "fail"; readonly id: number; readonly message: string }
  /**
   * A room's broadcast: each viewer's message as UTF-8 (viewers with the same message share one array; its
   * buffer is transferred, not copied).
   */
  | { readonly t: "b"; readonly room: string; readonly byViewer: ReadonlyMap<string, Uint8Array> }
  | {
      readonly t: "closeSeat";
      readonly room: string;
      readonly seat: string;
      readonly code: number;
      readonly reason: string;
    }
  /** A room just loaded asks its connections for their presence (`RoomOutlet.rollCall`). */
  | { readonly t: "rollCall"; readonly room: string }
  /** The room was unloaded (idle, finished, or lost). */
  | { readonly t: "gone"; readonly code: string }
  | { readonly t: "closed" };

/**
 * Messages posted in one event-loop turn travel together: a busy server sends hundreds a second each way,
 * and each `postMessage` wakes the other thread once. Order is kept (a room's update before its ack).
 */
export class Outbox<T> {
  private queue: T[] = [];
  private transfer: ArrayBuffer[] = [];
  private flushing: NodeJS.Immediate | null = null;

  constructor(private readonly send: (batch: T[], transfer: ArrayBuffer[]) => void) {}

  /** Queues a message; `transfer` lists buffers it holds that move to the other thread instead of a copy. */
  post(message: T, transfer?: readonly ArrayBuffer[]): void {
    this.queue.push(message);
    if (transfer) this.transfer.push(...transfer);
    this.flushing ??= setImmediate(() => this.flush());
  }

  flush(): void {
    if (this.flushing) clearImmediate(this.flushing);
    this.flushing = null;
    if (this.queue.length === 0) return;
    const [batch, transfer] = [this.queue, this.transfer];
    this.queue = [];
    this.transfer = [];
    this.send(batch, transfer);
  }
}
