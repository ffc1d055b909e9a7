import type { ZombicideCommand, ZombicideEvent, ZombicideState } from "@horda/zombicide";

/** One line of the table's log: a command with the events it caused, an undo, or what setup told (seq 0). */
export interface LogItem {
  readonly seq: number;
  readonly seat: string;
  readonly kind: "command" | "undo" | "setup";
  readonly command?: ZombicideCommand;
  readonly undoes?: number;
  readonly events: readonly ZombicideEvent[];
  /** Types of the zombies the events name by id (they may be gone from the board later). */
  readonly zombieTypes: Readonly<Record<string, string>>;
}

/** Id → type of every zombie the events name, looked up in the states before and after. */
export function zombieTypesOf(
  events: readonly ZombicideEvent[],
  before: ZombicideState,
  after: ZombicideState,
): Record<string, string> {
  const wanted = new Set<string>();
  for (const e of events) {
    const ids = (e as { zombies?: unknown }).zombies;
    if (Array.isArray(ids)) for (const id of ids) if (typeof id === "string") wanted.add(id);
  }
  const out: Record<string, string> = {};
  for (const z of [...before.zombies, ...after.zombies]) if (wanted.has(z.id)) out[z.id] = z.type;
  for (const e of events)
    if (e.type === "ZombiesSpawned" || e.type === "SandboxZombiesAdded")
      for (const id of e.zombies) out[id] = e.zombie;
  return out;
}

/** Seqs taken back by an undo entry. */
export function undoneSeqs(items: readonly LogItem[]): Set<number> {
  return new Set(items.flatMap((i) => (i.kind === "undo" && i.undoes !== undefined ? [i.undoes] : [])));
}

/** The log's first entry: what the game's setup told (a Zombie Phase before Round 1), or none. */
export function setupItems(state: ZombicideState): LogItem[] {
  const events = state.setupEvents ?? [];
  if (events.length === 0) return [];
  return [{ seq: 0, seat: "", kind: "setup", events, zombieTypes: zombieTypesOf(events, state, state) }];
}
