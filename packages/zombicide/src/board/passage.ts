import { BOUNDARY_OF_KIND, type Board, Boundary, type Edge } from "./types.ts";

export type Purpose = "sight" | "move";

/** Who looks or steps: "survivor", or a zombie type id ("walker", "runner", "brute", "abomination"...). */
export type ActorKind = string;
export const SURVIVOR_ACTOR: ActorKind = "survivor";

/** What a `crossing` hook is asked: may this actor's sight or step cross this edge in this state? */
export interface CrossingQuery<S> {
  readonly board: Board;
  readonly edge: Edge;
  /** For a door edge: is the door open. */
  readonly doorOpen: boolean;
  readonly purpose: Purpose;
  readonly actor: ActorKind;
  /** The game state; undefined when the board is looked at outside a game (editor, a scenario's board checks). */
  readonly state: S | undefined;
  /** The answer so far: the core rule's, then each earlier module's. */
  readonly current: boolean;
}

/** What a `sight` hook is asked: may this actor in `from` see `to`, which a straight line reaches at `range`? */
export interface SightQuery<S> {
  readonly board: Board;
  readonly from: number;
  readonly to: number;
  readonly range: number;
  readonly actor: ActorKind;
  readonly state: S | undefined;
  /** The answer so far (true from the lines of sight, then each earlier module's answer). */
  readonly current: boolean;
}

/**
 * What one rule module changes on the board (docs/tiles-and-maps.md, "Board hooks"). Hooks return a new answer,
 * or undefined to keep the answer so far. The sight and movement tables are cached, so a module says what its
 * answers depend on: `key(state)` names the state it reads (broken walls, lit zones, night), `actorClass(actor)`
 * groups the actor kinds it tells apart (one class for all when absent).
 */
export interface BoardHookSet<S = unknown> {
  /** The module's id; part of the tables' cache key. */
  readonly id: string;
  readonly key?: (state: S) => string;
  readonly actorClass?: (actor: ActorKind) => string;
  /** board.crossing: may sight or movement cross this edge? */
  readonly crossing?: (q: CrossingQuery<S>) => boolean | undefined;
  /** board.sight: may the actor see that zone? (night, a darkness mode, towers...) */
  readonly sight?: (q: SightQuery<S>) => boolean | undefined;
  /** board.opaque: does a line of sight that enters this zone stop there, as in a building? (a Park) */
  readonly opaque?: (q: OpaqueQuery<S>) => boolean | undefined;
  /**
   * board.over: does a line of sight from `from` pass over `zone` (a building seen over from a tower)? Such a zone
   * counts for Range but is not seen, its boundaries do not stop the line, and the zones seen past it see `from`.
   */
  readonly over?: (q: OverQuery<S>) => boolean | undefined;
}

/** What an `over` hook is asked: does the line from `from` pass over `zone`, entered at `range`? */
export interface OverQuery<S> {
  readonly board: Board;
  readonly from: number;
  readonly zone: number;
  readonly range: number;
  /** The line is already passing over the zone it leaves (a building of several rooms). */
  readonly flying: boolean;
  readonly actor: ActorKind;
  readonly state: S | undefined;
}

/** What an `opaque` hook is asked: does a line of sight entering `zone` stop in it? */
export interface OpaqueQuery<S> {
  readonly board: Board;
  readonly zone: number;
  readonly actor: ActorKind;
  readonly state: S | undefined;
}

/** The hooks of every module of a game, in module order: later modules see earlier answers and may change them. */
export interface BoardHooks<S = unknown> {
  readonly sets: readonly BoardHookSet<S>[];
}

/** Combines hook sets in the given (module) order; sets without a crossing or sight hook still count for keys. */
export function combineBoardHooks<S>(...sets: readonly BoardHookSet<S>[]): BoardHooks<S> {
  return { sets };
}

/**
 * The cache key of the tables the hooks give for this state and actor: each module's id, the state it reads and
 * the actor's class in it. Empty without modules, so plain boards share one table per door state.
 */
export function hooksKey<S>(hooks: BoardHooks<S>, state: S, actor: ActorKind): string {
  let key = "";
  for (const h of hooks.sets) {
    key += `${h.id}`;
    if (h.key) key += `=${h.key(state)}`;
    if (h.actorClass) key += `@${h.actorClass(actor)}`;
    key += ";";
  }
  return key;
}

/** The actor's class in every module that tells actors apart: actors of one class share their tables. */
export function actorClassKey<S>(hooks: BoardHooks<S>, actor: ActorKind): string {
  let key = "";
  for (const h of hooks.sets) if (h.actorClass) key += `${h.id}@${h.actorClass(actor)};`;
  return key;
}

/** The core answer: openings, crosswalk lines, stairs and open doors let both through; the rest block. */
export function coreCrossing(code: number, doorOpen: boolean): boolean {
  switch (code) {
    case Boundary.INSIDE:
    case Boundary.LINE:
    case Boundary.OPEN:
    case Boundary.STAIRS:
      return true;
    case Boundary.DOOR:
      return doorOpen;
    default:
      return false;
  }
}

/** Who asks, and in which state: what the hooks see besides the board. */
export interface PassageContext<S> {
  readonly state: S | undefined;
  readonly actor: ActorKind;
}

/**
 * Every edge's answer for one door state, one set of hooks, one state and one actor, worked out once: `sight[e]`
 * and `move[e]` are 1 when that purpose crosses edge `e`. `filter` is the combined sight hook, or null.
 */
export interface Passage {
  readonly sight: Uint8Array;
  readonly move: Uint8Array;
  readonly filter: ((from: number, to: number, range: number) => boolean) | null;
  /** 1 for a zone where a line of sight stops once it enters (a module's `opaque`), or null when none does. */
  readonly opaque?: Uint8Array | null;
  /** The combined `over` hook (a line from `from` passes over `zone`), or null when no module has one. */
  readonly over?: ((from: number, zone: number, range: number, flying: boolean) => boolean) | null;
}

export function passageFor<S>(
  board: Board,
  openDoors: ReadonlySet<number>,
  hooks: BoardHooks<S> = { sets: [] },
  ctx?: PassageContext<S>,
): Passage {
  const m = board.edges.length;
  const sight = new Uint8Array(m);
  const move = new Uint8Array(m);
  const actor = ctx?.actor ?? SURVIVOR_ACTOR;
  const state = ctx?.state;
  const crossing = hooks.sets.flatMap((h) => (h.crossing ? [h.crossing] : []));
  for (const edge of board.edges) {
    const doorOpen = edge.door >= 0 && openDoors.has(edge.door);
    const core = coreCrossing(BOUNDARY_OF_KIND[edge.kind], doorOpen);
    for (const purpose of ["sight", "move"] as const) {
      let current = core;
      for (const hook of crossing)
        current = hook({ board, edge, doorOpen, purpose, actor, state, current }) ?? current;
      (purpose === "sight" ? sight : move)[edge.index] = current ? 1 : 0;
    }
  }
  const seeing = hooks.sets.flatMap((h) => (h.sight ? [h.sight] : []));
  const filter =
    seeing.length === 0
      ? null
      : (from: number, to: number, range: number): boolean => {
          let current = true;
          for (const hook of seeing)
            current = hook({ board, from, to, range, actor, state, current }) ?? current;
          return current;
        };
  const opaqueHooks = hooks.sets.flatMap((h) => (h.opaque ? [h.opaque] : []));
  let opaque: Uint8Array | null = null;
  if (opaqueHooks.length > 0) {
    opaque = new Uint8Array(board.zones.length);
    for (const z of board.zones) {
      let current = false;
      for (const hook of opaqueHooks) current = hook({ board, zone: z.index, actor, state }) ?? current;
      opaque[z.index] = current ? 1 : 0;
    }
  }
  const overHooks = hooks.sets.flatMap((h) => (h.over ? [h.over] : []));
  const over =
    overHooks.length === 0
      ? null
      : (from: number, zone: number, range: number, flying: boolean): boolean => {
          let current = false;
          for (const hook of overHooks)
            current = hook({ board, from, zone, range, flying, actor, state }) ?? current;
          return current;
        };
  return { sight, move, filter, opaque, over };
}

/** "Can sight cross the east/south side of cell c?" for one passage: inside a zone yes, the board's edge no. */
export function sightCrossing(board: Board, passage: Passage) {
  const side = (code: number, edge: number): boolean =>
    code === Boundary.INSIDE ? true : edge < 0 ? false : passage.sight[edge] === 1;
  return {
    east: (c: number) => side(board.east[c] as number, board.eastEdge[c] as number),
    south: (c: number) => side(board.south[c] as number, board.southEdge[c] as number),
  };
}
