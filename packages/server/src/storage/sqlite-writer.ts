import { Worker } from "node:worker_threads";
import type { StepResult, WriteStep } from "./kysely-storage.ts";

interface Write {
  readonly id: number;
  readonly steps: readonly WriteStep[];
}

/**
 * Sends writes to the SQLite writer thread. While it commits one batch, new writes queue up and go
 * together as the next batch (group commit): one fsync for many rooms, off the event loop. A write's
 * promise resolves only after its transaction committed.
 */
export class SqliteWriter {
  private readonly worker: Worker;
  private queue: Write[] = [];
  private readonly waiting = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  private busy = false;
  private flushing: NodeJS.Immediate | null = null;
  private nextId = 1;
  private onClosed: (() => void) | null = null;
  private closing: Promise<void> | null = null;

  constructor(file: string) {
    this.worker = new Worker(new URL("./sqlite-writer.worker.mjs", import.meta.url), {
      workerData: { file },
    });
    this.worker.on("message", (msg: "closed" | { id: number; value?: unknown; error?: string }[]) => {
      if (msg === "closed") return this.onClosed?.();
      for (const r of msg) {
        const w = this.waiting.get(r.id);
        this.waiting.delete(r.id);
        if (r.error !== undefined) w?.reject(new Error(r.error));
        else w?.resolve(r.value);
      }
      this.busy = false;
      this.flush();
    });
    this.worker.on("error", (e) => {
      for (const w of this.waiting.values()) w.reject(e);
      this.waiting.clear();
    });
  }

  /** Commits one write (its compiled steps, in one transaction); resolves with each step's result. */
  write(steps: readonly WriteStep[]): Promise<StepResult[]> {
    const id = this.nextId++;
    return new Promise<StepResult[]>((resolve, reject) => {
      this.waiting.set(id, { resolve: resolve as (v: unknown) => void, reject });
      this.queue.push({ id, steps });
      // The writes of one event-loop turn (the commands of every room that arrived together) leave as one
      // batch: each batch costs a message to the writer thread, its answer and a transaction.
      this.flushing ??= setImmediate(() => {
        this.flushing = null;
        this.flush();
      });
    });
  }

  private flush(): void {
    if (this.busy || this.queue.length === 0) return;
    this.busy = true;
    const batch = this.queue;
    this.queue = [];
    this.worker.postMessage(batch);
  }

  /** Waits for every queued write, then closes the writer's connection and thread. */
  close(): Promise<void> {
    this.closing ??= this.shutDown();
    return this.closing;
  }

  private async shutDown(): Promise<void> {
    while (this.busy || this.queue.length > 0) await new Promise((r) => setTimeout(r, 5));
    await new Promise<void>((resolve) => {
      this.onClosed = resolve;
      this.worker.postMessage("close");
    });
    await this.worker.terminate();
  }
}
