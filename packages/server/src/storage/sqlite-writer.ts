import { MessageChannel, type MessagePort, Worker } from "node:worker_threads";
import type { StepResult, WriteStep } from "./types.ts";

interface Write {
  readonly id: number;
  readonly steps: readonly WriteStep[];
}

type Answer = { id: number; value?: unknown; error?: string }[];

/** The side of a port this client talks through: the writer thread itself, or a port it serves. */
interface WriterPort {
  postMessage(message: unknown): void;
  on(event: "message", listener: (message: unknown) => void): unknown;
}

/**
 * Sends writes to the SQLite writer thread over one port. While it commits one batch, new writes queue up and
 * go together as the next batch (group commit): one fsync for many rooms, off the event loop. A write's
 * promise resolves only after its transaction committed.
 */
export class WriterClient {
  private queue: Write[] = [];
  private readonly waiting = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  private busy = false;
  private flushing: NodeJS.Immediate | null = null;
  private nextId = 1;

  constructor(
    private readonly port: WriterPort,
    private readonly onOther: (message: unknown) => void = () => {},
  ) {
    port.on("message", (msg) => {
      if (!Array.isArray(msg)) return this.onOther(msg);
      for (const r of msg as Answer) {
        const w = this.waiting.get(r.id);
        this.waiting.delete(r.id);
        if (r.error !== undefined) w?.reject(new Error(r.error));
        else w?.resolve(r.value);
      }
      this.busy = false;
      this.flush();
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

  /** Whether a write is queued or being committed. */
  get pending(): boolean {
    return this.busy || this.queue.length > 0;
  }

  /** Fails every write still waiting (the writer thread died). */
  failAll(e: Error): void {
    for (const w of this.waiting.values()) w.reject(e);
    this.waiting.clear();
  }

  private flush(): void {
    if (this.busy || this.queue.length === 0) return;
    this.busy = true;
    const batch = this.queue;
    this.queue = [];
    this.port.postMessage(batch);
  }
}

/** The SQLite writer thread of a process: its own writes, and a port for each room thread (`connect`). */
export class SqliteWriter {
  private readonly worker: Worker;
  private readonly client: WriterClient;
  private onClosed: (() => void) | null = null;
  private closing: Promise<void> | null = null;

  constructor(file: string) {
    this.worker = new Worker(new URL("./sqlite-writer.worker.mjs", import.meta.url), {
      workerData: { file },
    });
    this.client = new WriterClient(this.worker, (msg) => (msg === "closed" ? this.onClosed?.() : undefined));
    this.worker.on("error", (e) => this.client.failAll(e));
  }

  write(steps: readonly WriteStep[]): Promise<StepResult[]> {
    return this.client.write(steps);
  }

  /**
   * A port straight to the writer thread, for a room thread (`WriterClient` over it): its writes go to the
   * same connection and commit in the same thread, without passing through this thread's event loop.
   */
  connect(): MessagePort {
    const { port1, port2 } = new MessageChannel();
    this.worker.postMessage({ port: port1 }, [port1]);
    return port2;
  }

  /** Waits for every queued write, then closes the writer's connection and thread. */
  close(): Promise<void> {
    this.closing ??= this.shutDown();
    return this.closing;
  }

  private async shutDown(): Promise<void> {
    while (this.client.pending) await new Promise((r) => setTimeout(r, 5));
    await new Promise<void>((resolve) => {
      this.onClosed = resolve;
      this.worker.postMessage("close");
    });
    await this.worker.terminate();
  }
}
