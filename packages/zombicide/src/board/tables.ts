import { type BoardHooks, type Passage, type PassageContext, passageFor } from "./passage.ts";
import { castSightWith } from "./sight.ts";
import type { Board } from "./types.ts";

/**
 * Precomputed answers for one board, one set of open doors and what the board hooks read (the state's broken
 * walls, light... and the actor's class): what each zone sees and at what range, which zones an actor may step
 * to, and the fewest steps between any two zones. Rebuilt when a door opens or what the hooks read changes.
 */
export interface BoardTables {
  readonly n: number;
  /** sight[a * n + b]: range from a to b along a legal line of sight, -1 when a cannot see b. */
  readonly sight: Int8Array;
  /** Zones one Move away from each zone. */
  readonly neighbours: readonly (readonly number[])[];
  /** steps[a * n + b]: fewest Moves from a to b through open ways, -1 when unreachable. */
  readonly steps: Int16Array;
}

export function buildTables<S>(
  board: Board,
  openDoors: ReadonlySet<number>,
  hooks: BoardHooks<S> = { sets: [] },
  ctx?: PassageContext<S>,
): BoardTables {
  const n = board.zones.length;
  const passage = passageFor(board, openDoors, hooks, ctx);
  const sight = new Int8Array(n * n);
  const pastOverPairs: number[] = [];
  const past = passage.over ? new Uint8Array(n) : undefined;
  for (let z = 0; z < n; z++) {
    past?.fill(0);
    sight.set(castSightWith(board, z, passage, {}, past), z * n);
    // Seen past a zone passed over (a tower's view over a building): the zone seen sees back.
    if (past)
      for (let t = 0; t < n; t++)
        if (past[t] === 1 && (sight[z * n + t] as number) >= 0) pastOverPairs.push(z, t);
  }
  for (let i = 0; i < pastOverPairs.length; i += 2) {
    const a = pastOverPairs[i] as number;
    const b = pastOverPairs[i + 1] as number;
    if ((sight[b * n + a] as number) < 0) sight[b * n + a] = sight[a * n + b] as number;
  }
  const neighbours = neighboursWith(board, passage);
  const steps = new Int16Array(n * n).fill(-1);
  const queue = new Int32Array(n);
  for (let s = 0; s < n; s++) {
    const row = s * n;
    steps[row + s] = 0;
    let head = 0;
    let tail = 0;
    queue[tail++] = s;
    while (head < tail) {
      const z = queue[head++] as number;
      const d = steps[row + z] as number;
      for (const m of neighbours[z] as number[]) {
        if (steps[row + m] !== -1) continue;
        steps[row + m] = d + 1;
        queue[tail++] = m;
      }
    }
  }
  return { n, sight, neighbours, steps };
}

/** Zones that share a boundary an actor may cross: a crosswalk line, an opening or an open door (§4). */
export function moveNeighbours<S>(
  board: Board,
  openDoors: ReadonlySet<number>,
  hooks: BoardHooks<S> = { sets: [] },
  ctx?: PassageContext<S>,
): number[][] {
  return neighboursWith(board, passageFor(board, openDoors, hooks, ctx));
}

function neighboursWith(board: Board, passage: Passage): number[][] {
  const out: number[][] = board.zones.map(() => []);
  for (const link of board.links) {
    if (!link.edges.some((e) => passage.move[e] === 1)) continue;
    (out[link.a] as number[]).push(link.b);
    (out[link.b] as number[]).push(link.a);
  }
  for (const list of out) list.sort((p, q) => p - q);
  return out;
}

/** Every shortest route from `from` to `to` (as zone lists, `from` first), in a stable order. */
export function shortestPaths(tables: BoardTables, from: number, to: number, limit = 64): number[][] {
  const { n, steps, neighbours } = tables;
  if ((steps[from * n + to] as number) < 0) return [];
  const out: number[][] = [];
  const walk = (z: number, path: number[]) => {
    if (out.length >= limit) return;
    if (z === to) {
      out.push(path);
      return;
    }
    const left = steps[z * n + to] as number;
    for (const m of neighbours[z] as number[]) {
      if ((steps[m * n + to] as number) === left - 1) walk(m, [...path, m]);
    }
  };
  walk(from, [from]);
  return out;
}
