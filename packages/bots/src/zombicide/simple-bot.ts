import type { RngCursor, Seat } from "@horda/table";
import {
  type BoardTables,
  boardOf,
  buildTables,
  type ZombicideCommand,
  type ZombicideState,
  zoneIndex,
} from "@horda/zombicide";

type Cmd = ZombicideCommand & { readonly survivor?: string; readonly to?: string };

/** Command types in the order the bot prefers them, before it thinks about moving. */
const FIRST = ["escape", "takeObjective", "melee", "ranged", "search"] as const;

// Distances as if every door were open, so a survivor heads for an Objective behind a closed door and
// opens it when it gets there. Cached per board object (states share it), like the engine's own tables.
const openRoutes = new WeakMap<ZombicideState["board"], BoardTables>();

function routes(state: ZombicideState): BoardTables {
  let tables = openRoutes.get(state.board);
  if (!tables) {
    const board = boardOf(state);
    tables = buildTables(board, new Set(board.doors.map((_, i) => i)));
    openRoutes.set(state.board, tables);
  }
  return tables;
}

/** Zones the survivors should head for: the Objectives still on the board, else the exits. */
function goals(state: ZombicideState): number[] {
  const tokens = boardOf(state).tokens;
  const objectives = tokens.filter((t) => t.kind === "objective" && !state.objectivesTaken.includes(t.id));
  return (objectives.length > 0 ? objectives : tokens.filter((t) => t.kind === "exit")).map((t) => t.zone);
}

/** The move that brings its survivor closest to a goal, if it brings it closer than it is now. */
function bestMove(state: ZombicideState, moves: readonly Cmd[], rng: RngCursor): Cmd | null {
  const targets = goals(state);
  if (targets.length === 0) return null;
  const { n, steps } = routes(state);
  const distance = (zone: number) =>
    Math.min(...targets.map((t) => steps[zone * n + t] ?? -1).map((d) => (d < 0 ? 1e6 : d)));
  const survivors = new Map(state.survivors.map((s) => [s.id, s]));
  let best: Cmd[] = [];
  let bestGain = 0;
  for (const m of moves) {
    const from = survivors.get(String(m.survivor));
    if (!from || m.to === undefined) continue;
    const gain = distance(zoneIndex(state, from.zone)) - distance(zoneIndex(state, m.to));
    if (gain > bestGain) [best, bestGain] = [[m], gain];
    else if (gain === bestGain && gain > 0) best.push(m);
  }
  return best.length === 0 ? null : (best[rng.int(0, best.length - 1)] as Cmd);
}

/**
 * A simple Zombicide player for one seat: answers a pending decision with its first option; otherwise
 * escapes, takes an Objective, attacks, searches, moves toward the nearest Objective (or exit once none
 * is left; counting closed doors as ways through), opens a door, and else ends the turn. Pure: ties are broken by the seeded `rng`.
 */
export function simpleZombicideBot(
  state: ZombicideState,
  _seat: Seat,
  legal: readonly ZombicideCommand[],
  rng: RngCursor,
): ZombicideCommand {
  const all = legal as readonly Cmd[];
  if (state.pending.length > 0) return all[0] as ZombicideCommand;
  for (const type of FIRST) {
    const of = all.filter((c) => c.type === type);
    if (of.length > 0) return of[rng.int(0, of.length - 1)] as ZombicideCommand;
  }
  const move = bestMove(
    state,
    all.filter((c) => c.type === "move"),
    rng,
  );
  if (move) return move;
  const doors = all.filter((c) => c.type === "openDoor");
  if (doors.length > 0) return doors[rng.int(0, doors.length - 1)] as ZombicideCommand;
  const end = all.find((c) => c.type === "endTurn");
  return (end ?? all[0]) as ZombicideCommand;
}
