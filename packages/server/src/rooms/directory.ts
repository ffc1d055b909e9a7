import type { Json } from "@horda/table";
import type { GameRegistry } from "../games/registry.ts";
import type { Step } from "../protocol/server-messages.ts";
import type { Storage } from "../storage/types.ts";
import { RECENT_STEPS } from "./recent-steps.ts";
import { resumeSession } from "./resume.ts";
import { Room, type RoomOptions } from "./room.ts";
import { stepsByViewer } from "./steps.ts";

/** When to unload a room: nobody connected to it on this process and no request for `ms`. */
export interface IdlePolicy {
  readonly ms: number;
  /**
   * A room whose game is over and that nobody is connected to goes sooner, after this many ms (default:
   * `ms`): nothing more happens in it, and a server that kept every finished game for `ms` would hold far
   * more of them than of games in play (memory the garbage collector goes through again and again).
   */
  readonly finishedMs?: number;
  readonly connected: (code: string) => boolean;
}

/**
 * The rooms this process owns, loaded on first use from storage (snapshot + log), so a restarted
 * process resumes every room where its log ends. With an idle policy, a room nobody uses is unloaded
 * (through `onLost`, which under Redis also releases its lease) and loaded again on its next request.
 */
export class RoomDirectory {
  private readonly rooms = new Map<string, Room>();
  private readonly loading = new Map<string, Promise<Room | null>>();
  private readonly sweeper: NodeJS.Timeout | null = null;

  constructor(
    private readonly storage: Storage,
    private readonly registry: GameRegistry,
    private readonly options: Omit<
      RoomOptions,
      "onLost" | "storage" | "bots" | "staticView" | "sharedView" | "onFinished"
    >,
    private readonly onLost: (code: string) => void = () => {},
    idle: IdlePolicy | null = null,
  ) {
    if (idle && idle.ms > 0) {
      const shortest = Math.min(idle.ms, idle.finishedMs ?? idle.ms);
      const every = Math.min(30_000, Math.max(10, Math.floor(shortest / 4)));
      this.sweeper = setInterval(() => this.sweep(idle), every);
      this.sweeper.unref();
    }
  }

  /** Unloads the rooms idle for longer than the policy allows; returns their codes. */
  sweep(idle: IdlePolicy, now = Date.now()): string[] {
    const gone: string[] = [];
    for (const [code, room] of this.rooms) {
      if (idle.connected(code)) room.touch(now);
      else if (room.idleFor(room.finished ? Math.min(idle.ms, idle.finishedMs ?? idle.ms) : idle.ms, now))
        gone.push(code);
    }
    for (const code of gone) {
      this.drop(code);
      this.onLost(code);
    }
    return gone;
  }

  get(code: string): Room | undefined {
    return this.rooms.get(code);
  }

  codes(): string[] {
    return [...this.rooms.keys()];
  }

  /** The room, loading it if needed; null if no such room exists. */
  load(code: string): Promise<Room | null> {
    const room = this.rooms.get(code);
    if (room) return Promise.resolve(room);
    let pending = this.loading.get(code);
    if (!pending) {
      pending = this.read(code).finally(() => this.loading.delete(code));
      this.loading.set(code, pending);
    }
    return pending;
  }

  drop(code: string): void {
    this.rooms.get(code)?.close();
    this.rooms.delete(code);
  }

  closeAll(): void {
    if (this.sweeper) clearInterval(this.sweeper);
    for (const code of [...this.rooms.keys()]) this.drop(code);
  }

  private async read(code: string): Promise<Room | null> {
    const stored = await this.storage.loadRoom(code);
    if (!stored) return null;
    const def = this.registry.get(stored.head.game);
    if (!def) throw new Error(`room ${code} plays "${stored.head.game}", which this server does not host`);
    const [snapshot, log] = await Promise.all([
      this.storage.latestSnapshot(code),
      this.storage.readLog(code),
    ]);
    const replayed: { seq: number; byViewer: ReadonlyMap<string, Step> }[] = [];
    const resumed = resumeSession(def, stored.head, log, snapshot, (entry, session, events) => {
      if (log.length - entry.seq >= RECENT_STEPS) return;
      replayed.push({
        seq: entry.seq,
        byViewer: stepsByViewer(
          def,
          session,
          entry.seq,
          entry.kind,
          entry.seat,
          events,
          entry.kind === "command" ? (entry.command as Json) : null,
        ),
      });
    });
    if (!resumed.ok) throw new Error(`room ${code} cannot be resumed: ${resumed.error.message}`);
    const hosted = this.registry.hosted(def.id);
    const room = new Room(
      stored.head,
      def,
      resumed.session,
      stored.meta,
      {
        ...this.options,
        storage: this.storage,
        bots: this.registry.bots(def.id),
        staticView: this.registry.hosted(def.id)?.staticView ?? [],
        sharedView: this.registry.hosted(def.id)?.sharedView === true,
        ...(hosted?.describe ? { about: hosted.describe(stored.head.config) } : {}),
        ...(hosted?.finished
          ? { onFinished: (game) => hosted.finished?.(game, this.storage) ?? Promise.resolve() }
          : {}),
        onLost: (c) => {
          this.rooms.delete(c);
          this.onLost(c);
        },
      },
      replayed,
    );
    this.rooms.set(code, room);
    this.options.outlet.rollCall(code);
    return room;
  }
}
