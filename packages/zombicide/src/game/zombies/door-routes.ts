import type { ActorKind } from "../../board/passage.ts";
import { boardOf, tablesOf } from "../board-of.ts";
import type { ZombicideState } from "../types.ts";

/** Red and neutral doors are never locked; other colours wait for their Mission condition. */
const NEVER_LOCKED = new Set(["neutral", "red"]);

/** The way zombies take when they move as if the closed doors were open (locked ones still stop them). */
export interface DoorRoute {
  /** Next zones through open crossings on a shortest such route. */
  readonly branches: readonly number[];
  /** Closed doors (ids) the shortest routes cross next: the zombies press at them. */
  readonly doors: readonly string[];
}

/**
 * Shortest routes from `from` to the `destinations` as if every closed door that is not locked were open (Fort
 * Hendrix M10's outside invasion, the classic rule for zombies with no path): null when even so none leads there.
 */
export function routeThroughDoors(
  state: ZombicideState,
  from: number,
  destinations: readonly number[],
  actor: ActorKind,
): DoorRoute | null {
  const { n, neighbours } = tablesOf(state, actor);
  const closed = boardOf(state).doors.filter(
    (d) =>
      !state.openDoors.includes(d.id) &&
      d.zones.length === 2 &&
      (NEVER_LOCKED.has(d.colour) || state.unlockedColours.includes(d.colour)),
  );
  const links: number[][] = Array.from({ length: n }, () => []);
  for (const d of closed) {
    const [a, b] = d.zones as [number, number];
    links[a]?.push(b);
    links[b]?.push(a);
  }
  const dist = new Int32Array(n).fill(-1);
  const queue: number[] = [];
  for (const d of destinations) {
    dist[d] = 0;
    queue.push(d);
  }
  for (let i = 0; i < queue.length; i++) {
    const z = queue[i] as number;
    for (const m of [...(neighbours[z] as number[]), ...(links[z] as number[])])
      if (dist[m] === -1) {
        dist[m] = (dist[z] as number) + 1;
        queue.push(m);
      }
  }
  const left = dist[from] as number;
  if (left <= 0) return null;
  const branches = (neighbours[from] as number[]).filter((m) => dist[m] === left - 1).sort((a, b) => a - b);
  const doors = closed
    .filter((d) => d.zones.includes(from))
    .filter((d) => dist[d.zones.find((z) => z !== from) as number] === left - 1)
    .map((d) => d.id);
  return { branches, doors };
}
