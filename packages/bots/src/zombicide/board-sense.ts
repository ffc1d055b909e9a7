import { type Board, type BoardTables, boardOf, passageKey, tablesWithDoors } from "@horda/zombicide";
import { asState, type BotSees } from "./sees.ts";

const ALWAYS_UNLOCKED = new Set(["neutral", "red"]);

export interface Sense {
  readonly board: Board;
  /** Moves counted through open doors and closed doors that may be opened now (their colour unlocked). */
  readonly routes: BoardTables;
  /** Moves counted through the doors already open only. */
  readonly open: BoardTables;
}

// One entry per board object and door situation; states of a game share the board object.
const cache = new WeakMap<BotSees["board"], Map<string, Sense>>();

/**
 * The board and the distances a survivor could walk, opening the doors it may open on the way, through the ways
 * the game's board hooks leave open.
 */
export function senseOf(seen: BotSees): Sense {
  // Asked many times per decision: the same door arrays give the same answer without building the key.
  const l = lastSense;
  const passage = passageKey(asState(seen));
  if (
    l !== null &&
    l.board === seen.board &&
    l.openDoors === seen.openDoors &&
    l.unlockedColours === seen.unlockedColours &&
    l.passage === passage
  )
    return l.sense;
  const sense = senseFor(seen, passage);
  lastSense = {
    board: seen.board,
    openDoors: seen.openDoors,
    unlockedColours: seen.unlockedColours,
    passage,
    sense,
  };
  return sense;
}

let lastSense: {
  readonly board: BotSees["board"];
  readonly openDoors: BotSees["openDoors"];
  readonly unlockedColours: BotSees["unlockedColours"];
  /** What the board hooks read in the state (`passageKey`: a Gate standing...). */
  readonly passage: string;
  readonly sense: Sense;
} | null = null;

function senseFor(seen: BotSees, passage: string): Sense {
  let byDoors = cache.get(seen.board);
  if (!byDoors) {
    byDoors = new Map();
    cache.set(seen.board, byDoors);
  }
  const key = `${seen.openDoors.join(",")}|${seen.unlockedColours.join(",")}|${passage}`;
  let sense = byDoors.get(key);
  if (!sense) {
    const board = boardOf(asState(seen));
    const passable = new Set<number>();
    const open = new Set<number>();
    for (const d of board.doors) {
      if (seen.openDoors.includes(d.id)) open.add(d.index);
      if (
        seen.openDoors.includes(d.id) ||
        ALWAYS_UNLOCKED.has(d.colour) ||
        seen.unlockedColours.includes(d.colour)
      )
        passable.add(d.index);
    }
    // The board hooks count as the engine counts them: a Gate or rubble closes a way whatever the doors.
    const state = asState(seen);
    sense = { board, routes: tablesWithDoors(state, passable), open: tablesWithDoors(state, open) };
    if (byDoors.size > 64) byDoors.clear();
    byDoors.set(key, sense);
  }
  return sense;
}

/** Fewest Moves from zone a to zone b through doors already open, a large number when there is no way. */
export function openStepsBetween(sense: Sense, a: number, b: number): number {
  const d = sense.open.steps[a * sense.open.n + b] ?? -1;
  return d < 0 ? 999 : d;
}

/** Fewest Moves from zone a to zone b (indices), a large number when there is no way. */
export function stepsBetween(sense: Sense, a: number, b: number): number {
  const d = sense.routes.steps[a * sense.routes.n + b] ?? -1;
  return d < 0 ? 999 : d;
}

/**
 * Moves from each zone (by index) to the nearest of `targets`. Where `toll` > 0 (doors feed a losing counter) a
 * way through a closed door counts as `toll` Moves longer than it is, and with no door left to open
 * (`doorsLeft` <= 0) only the ways already open lead anywhere. The last answer is kept: the decisions of a turn
 * mostly ask the same question.
 */
export function movesToTargets(
  sense: Sense,
  targets: readonly number[],
  doorsLeft: number,
  toll: number,
): Int16Array {
  const l = lastMoves;
  if (
    l !== null &&
    l.sense === sense &&
    l.doorsLeft === doorsLeft &&
    l.toll === toll &&
    l.targets.length === targets.length &&
    l.targets.every((t, i) => t === targets[i])
  )
    return l.moves;
  const n = sense.routes.n;
  const moves = new Int16Array(n).fill(999);
  for (let z = 0; z < n; z++)
    for (const t of targets) {
      const through = stepsBetween(sense, z, t);
      const open = toll > 0 ? openStepsBetween(sense, z, t) : through;
      const best = doorsLeft <= 0 ? open : Math.min(open, through + toll);
      moves[z] = Math.min(moves[z] as number, open <= through ? open : best);
    }
  lastMoves = { sense, targets: [...targets], doorsLeft, toll, moves };
  return moves;
}

let lastMoves: {
  readonly sense: Sense;
  readonly targets: readonly number[];
  readonly doorsLeft: number;
  readonly toll: number;
  readonly moves: Int16Array;
} | null = null;
