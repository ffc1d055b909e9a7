import { Worker } from "node:worker_threads";
import type { ReplayVerdict } from "./save-replay.ts";
import { WORKER_GAMES } from "./worker-games.ts";

interface Job {
  readonly id: number;
  readonly game: string;
  readonly record: unknown;
  readonly resolve: (v: ReplayVerdict) => void;
  readonly reject: (e: Error) => void;
}

interface Slot {
  readonly worker: Worker;
  /** Games this worker has loaded. */
  readonly games: Set<string>;
  job: Job | null;
}

type Answer =
  | { readonly id: number; readonly verdict?: ReplayVerdict; readonly failure?: string }
  | { readonly loaded: string };

/**
 * `size` worker threads that replay uploaded save records (`save-replay.worker.ts`). They start, and load a
 * game, on `prepare` (the first upload of that game); until every worker has loaded it, `ready` is false and
 * the caller replays on its own thread, so no upload waits for a worker to boot. A worker that dies fails
 * its job and is replaced.
 */
export class ReplayPool {
  private readonly slots: Slot[] = [];
  private readonly queue: Job[] = [];
  private readonly preparing = new Map<string, Promise<void>>();
  private nextId = 1;
  private closed = false;

  constructor(private readonly size = 1) {}

  /** Whether a worker can load this game at all. */
  knows(game: string): boolean {
    return Object.hasOwn(WORKER_GAMES, game);
  }

  /** Whether every worker has loaded this game (jobs for it run at once). */
  ready(game: string): boolean {
    return this.slots.length === this.size && this.slots.every((s) => s.games.has(game));
  }

  /** Starts the workers and has each load the game; resolves when all did. */
  prepare(game: string): Promise<void> {
    let p = this.preparing.get(game);
    if (!p) {
      while (this.slots.length < this.size) this.start();
      p = Promise.all(this.slots.map((s) => this.load(s, game))).then(() => undefined);
      p.catch(() => this.preparing.delete(game));
      this.preparing.set(game, p);
    }
    return p;
  }

  replay(game: string, record: unknown): Promise<ReplayVerdict> {
    if (this.closed) return Promise.reject(new Error("the replay pool is closed"));
    return new Promise((resolve, reject) => {
      this.queue.push({ id: this.nextId++, game, record, resolve, reject });
      this.pump();
    });
  }

  private load(slot: Slot, game: string): Promise<void> {
    if (slot.games.has(game)) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const onMessage = (msg: Answer) => {
        if (!("loaded" in msg) || msg.loaded !== game) return;
        slot.worker.off("message", onMessage);
        resolve();
      };
      slot.worker.on("message", onMessage);
      slot.worker.once("exit", () => reject(new Error("the replay worker stopped while loading")));
      slot.worker.postMessage({ load: game });
    });
  }

  private pump(): void {
    while (this.queue.length > 0) {
      let slot = this.slots.find((s) => s.job === null);
      if (!slot && this.slots.length < this.size) slot = this.start();
      if (!slot) return;
      const job = this.queue.shift() as Job;
      slot.job = job;
      slot.worker.postMessage({ id: job.id, game: job.game, record: job.record });
    }
  }

  private start(): Slot {
    // Workers run the TypeScript sources through tsx's loader, registered before the worker module loads
    // (Node 20 ignores a loader given in a worker's execArgv), as the bots' simulators do.
    const entry = new URL("./save-replay.worker.ts", import.meta.url).href;
    const boot = `import("tsx/esm/api").then((tsx) => { tsx.register(); return import(${JSON.stringify(entry)}); })`;
    const worker = new Worker(boot, { eval: true, execArgv: [] });
    worker.unref();
    const slot: Slot = { worker, games: new Set(), job: null };
    worker.on("message", (msg: Answer) => {
      if ("loaded" in msg) {
        slot.games.add(msg.loaded);
        return;
      }
      const job = slot.job;
      if (!job || job.id !== msg.id) return;
      slot.job = null;
      slot.games.add(job.game);
      if (msg.verdict) job.resolve(msg.verdict);
      else job.reject(new Error(msg.failure ?? "the replay worker failed"));
      this.pump();
    });
    const lost = (e: Error) => {
      const i = this.slots.indexOf(slot);
      if (i < 0) return;
      this.slots.splice(i, 1);
      this.preparing.clear();
      slot.job?.reject(e);
      slot.job = null;
      if (!this.closed) this.pump();
    };
    worker.on("error", lost);
    worker.on("exit", (code) => lost(new Error(`the replay worker stopped (exit code ${code})`)));
    this.slots.push(slot);
    return slot;
  }

  /** Stops the workers; waiting jobs fail. */
  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.reject(new Error("the replay pool is closed"));
    const slots = this.slots.splice(0);
    for (const s of slots) s.job?.reject(new Error("the replay pool is closed"));
    await Promise.all(slots.map((s) => s.worker.terminate()));
  }
}
