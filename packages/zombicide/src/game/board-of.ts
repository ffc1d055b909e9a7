import { compileMap } from "../board/compile.ts";
import {
  type ActorKind,
  actorClassKey,
  type BoardHooks,
  hooksKey,
  SURVIVOR_ACTOR,
} from "../board/passage.ts";
import { type BoardTables, buildTables } from "../board/tables.ts";
import type { Board } from "../board/types.ts";
import { rulesOf } from "../kernel/registry.ts";
import { boardHooksFor } from "./modes/board-hooks.ts";
import type { ZombicideState, ZoneId } from "./types.ts";

interface Compiled {
  readonly board: Board;
  readonly tables: Map<string, BoardTables>;
  /**
   * The tables last asked for, by actor: the same open doors array (states share it until a door opens), hooks
   * and hooks' key (what they read in the state, "" when nothing) give the same tables, found without building
   * the whole key and looking it up.
   */
  readonly last: Map<ActorKind, LastTables>;
}

interface LastTables {
  readonly doors: readonly string[];
  readonly hooks: BoardHooks<ZombicideState>;
  readonly hooksKey: string;
  readonly tables: BoardTables;
}

// The board never changes during a game, so its compilation is cached per board object. States share that
// object, and a state read back from JSON compiles once again. Pure: the cache only saves work.
const cache = new WeakMap<ZombicideState["board"], Compiled>();

function compiled(state: ZombicideState): Compiled {
  // Asked dozens of times per command, nearly always for the board asked last.
  if (last !== null && last.ref === state.board) return last.entry;
  let entry = cache.get(state.board);
  if (!entry) {
    const result = compileMap(state.board.map, new Map(Object.entries(state.board.tiles)));
    if (!result.ok)
      throw new Error(`a game state holds a map that does not compile: ${result.error[0]?.message}`);
    entry = { board: result.value, tables: new Map(), last: new Map() };
    cache.set(state.board, entry);
  }
  last = { ref: state.board, entry };
  return entry;
}

let last: { readonly ref: ZombicideState["board"]; readonly entry: Compiled } | null = null;

/** Setup hands over the board it compiled for a new state's `board` object. */
export function rememberBoard(ref: ZombicideState["board"], board: Board): void {
  if (!cache.has(ref)) cache.set(ref, { board, tables: new Map(), last: new Map() });
}

export function boardOf(state: ZombicideState): Board {
  return compiled(state).board;
}

/**
 * Sight and movement tables for the state's open doors, the board hooks of its modules (a mode's sight...), what
 * those hooks read in the state, and the actor ("survivor" or a zombie type) as far as a hook tells actors apart.
 */
export function tablesOf(state: ZombicideState, actor: ActorKind = SURVIVOR_ACTOR): BoardTables {
  // Rules (and bots) ask many times per command for the same state's tables, for survivors and for zombie
  // types in turn: the answers are kept for the last state, by actor (survivors' apart, asked most).
  if (lastState !== state) {
    lastState = state;
    lastSurvivors = null;
    if (lastByActor.size > 0) lastByActor = new Map();
  }
  if (actor === SURVIVOR_ACTOR) {
    lastSurvivors ??= tablesFor(state, actor);
    return lastSurvivors;
  }
  let tables = lastByActor.get(actor);
  if (!tables) {
    tables = tablesFor(state, actor);
    lastByActor.set(actor, tables);
  }
  return tables;
}

let lastState: ZombicideState | null = null;
let lastSurvivors: BoardTables | null = null;
let lastByActor = new Map<ActorKind, BoardTables>();

function tablesFor(state: ZombicideState, actor: ActorKind): BoardTables {
  const entry = compiled(state);
  const hooks = boardHooksFor(rulesOf(state).moduleIds);
  const hooksPart = readsState(hooks) ? hooksKey(hooks, state, actor) : "";
  const last = entry.last.get(actor);
  if (last && last.doors === state.openDoors && last.hooks === hooks && last.hooksKey === hooksPart)
    return last.tables;
  const key = `${hooksPart === "" ? hooksKey(hooks, state, actor) : hooksPart}|${state.openDoors.join(",")}`;
  let tables = entry.tables.get(key);
  if (!tables) {
    const open = new Set(state.openDoors.map((id) => entry.board.doors.findIndex((d) => d.id === id)));
    tables = buildTables(entry.board, open, hooks, { state, actor });
    if (entry.tables.size > 32) entry.tables.clear();
    entry.tables.set(key, tables);
  }
  entry.last.set(actor, { doors: state.openDoors, hooks, hooksKey: hooksPart, tables });
  return tables;
}

/**
 * Movement and sight tables as if the doors `open` (indexes in the board's doors) were the open ones, with the
 * state's board hooks as `tablesOf` has them (Gates, rubble, Narrow Zones...): a bot's reckoning of the ways
 * through doors it could open. Not kept: the caller keeps them, by `passageKey`.
 */
export function tablesWithDoors(
  state: ZombicideState,
  open: ReadonlySet<number>,
  actor: ActorKind = SURVIVOR_ACTOR,
): BoardTables {
  return buildTables(compiled(state).board, open, boardHooksFor(rulesOf(state).moduleIds), { state, actor });
}

/**
 * What the state's board hooks read for an actor's ways (a Gate standing, a wall broken...), "" when no hook
 * reads the state: two states of one game with the same key and the same open doors have the same tables.
 */
export function passageKey(state: ZombicideState, actor: ActorKind = SURVIVOR_ACTOR): string {
  const hooks = boardHooksFor(rulesOf(state).moduleIds);
  return readsState(hooks) ? hooksKey(hooks, state, actor) : "";
}

/** Whether a board hook keys its tables on something in the state (a mode's lit Zones...). */
function readsState(hooks: BoardHooks<ZombicideState>): boolean {
  let reads = keyed.get(hooks);
  if (reads === undefined) {
    reads = hooks.sets.some((h) => h.key !== undefined);
    keyed.set(hooks, reads);
  }
  return reads;
}

const keyed = new WeakMap<BoardHooks<ZombicideState>, boolean>();

/**
 * Which actors move and see alike in this game: zombies of one zone move as one group only with the same class
 * (every actor has the same one unless a module's board hook tells actor kinds apart).
 */
export function actorClassOf(state: ZombicideState, actor: ActorKind): string {
  return actorClassKey(boardHooksFor(rulesOf(state).moduleIds), actor);
}

export function zoneIndex(state: ZombicideState, zone: ZoneId): number {
  const i = boardOf(state).zoneIndex[zone];
  if (i === undefined) throw new Error(`unknown zone ${zone}`);
  return i;
}

export function zoneIdOf(state: ZombicideState, index: number): ZoneId {
  return (boardOf(state).zones[index] as Board["zones"][number]).id;
}
