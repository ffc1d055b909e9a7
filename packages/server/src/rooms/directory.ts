import type { GameRegistry } from "../games/registry.ts";
import type { Storage } from "../storage/types.ts";
import { resumeSession } from "./resume.ts";
import { Room, type RoomOptions } from "./room.ts";

/**
 * The rooms this process owns, loaded on first use from storage (snapshot + log), so a restarted
 * process resumes every room where its log ends.
 */
export class RoomDirectory {
  private readonly rooms = new Map<string, Room>();
  private readonly loading = new Map<string, Promise<Room | null>>();

  constructor(
    private readonly storage: Storage,
    private readonly registry: GameRegistry,
    private readonly options: Omit<RoomOptions, "onLost" | "storage" | "bots">,
    private readonly onLost: (code: string) => void = () => {},
  ) {}

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
    const resumed = resumeSession(def, stored.head, log, snapshot);
    if (!resumed.ok) throw new Error(`room ${code} cannot be resumed: ${resumed.error.message}`);
    const room = new Room(stored.head, def, resumed.session, stored.meta, {
      ...this.options,
      storage: this.storage,
      bots: this.registry.bots(def.id),
      onLost: (c) => {
        this.rooms.delete(c);
        this.onLost(c);
      },
    });
    this.rooms.set(code, room);
    return room;
  }
}
