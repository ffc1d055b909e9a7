import type { Json, PendingDecision, Seat } from "@horda/table";
import type { ZombicideState } from "../game/types.ts";

/**
 * Pending decisions (the game contract: a players' choice is a record in the state, answered by a command).
 * A rule module types its decisions with `decisionType`: the options it raises and reads are one type, so no
 * caller casts them. Paused work resumes after the answer through kernel/resume.ts.
 */

/** Kinds of the pending decisions the zombie side raises. */
export const ZOMBIE_WOUND = "zombieWound";
export const ZOMBIE_SPLIT = "zombieSplit";

/** Adds a pending decision for `seat` and returns the state with it. */
export function raiseDecision(
  state: ZombicideState,
  seat: Seat,
  kind: string,
  options: Json,
): ZombicideState {
  const decision: PendingDecision = { id: `d${state.nextId}`, seat, kind, options };
  return { ...state, pending: [...state.pending, decision], nextId: state.nextId + 1 };
}

/** The first player speaks for the table on zombie choices nobody owns (how a group splits). */
export function firstPlayer(state: ZombicideState): Seat {
  return state.turn.order[0] ?? (state.seats[0] as Seat);
}

/** The oldest pending decision of `kind` for `seat`, or the one with id `id`. */
export function findDecision(
  state: ZombicideState,
  seat: Seat,
  kind: string,
  id: string | undefined,
): PendingDecision | undefined {
  return state.pending.find((d) => d.kind === kind && d.seat === seat && (id === undefined || d.id === id));
}

export function dropDecision(state: ZombicideState, id: string): ZombicideState {
  return { ...state, pending: state.pending.filter((d) => d.id !== id) };
}

/** A pending decision with its options read as their type. */
export interface Asked<O> {
  readonly decision: PendingDecision;
  readonly options: O;
}

/** A kind of pending decision and the type of its options, raised and read through the same record. */
export interface DecisionType<O> {
  readonly kind: string;
  /** Adds the decision for `seat`. */
  raise(state: ZombicideState, seat: Seat, options: O): ZombicideState;
  /** The oldest such decision of `seat` (or the one with `id`), with its options. */
  find(state: ZombicideState, seat: Seat, id: string | undefined): Asked<O> | undefined;
  /** The oldest such decision of `seat` whose options `match` (and whose id is `id`, when given). */
  findWhere(
    state: ZombicideState,
    seat: Seat,
    match: (options: O) => boolean,
    id?: string,
  ): Asked<O> | undefined;
  /** The options of a decision of this kind (the state holds only what `raise` put there). */
  options(decision: PendingDecision): O;
  /**
   * A command's `legal`: the answers `commands` lists for the oldest such decision of the seat, none when it is
   * not asked.
   */
  answers<C>(
    commands: (options: O, state: ZombicideState) => C[],
  ): (state: ZombicideState, seat: Seat) => C[];
  /** A command's `legal` when a seat may hold several such decisions at once: the answers to each, oldest first. */
  answersToEach<C>(
    commands: (options: O, state: ZombicideState) => C[],
  ): (state: ZombicideState, seat: Seat) => C[];
}

/** Declares a kind of decision whose options are `O` (plain JSON: the state is saved as it is). */
export function decisionType<O>(kind: string): DecisionType<O> {
  // The one place options are read back as their type: only `raise` of this kind writes them.
  const options = (d: PendingDecision): O => d.options as unknown as O;
  const find = (state: ZombicideState, seat: Seat, id: string | undefined): Asked<O> | undefined => {
    const decision = findDecision(state, seat, kind, id);
    return decision ? { decision, options: options(decision) } : undefined;
  };
  return {
    kind,
    raise: (state, seat, o) => raiseDecision(state, seat, kind, o as unknown as Json),
    find,
    findWhere: (state, seat, match, id) => {
      const decision = state.pending.find(
        (d) => d.kind === kind && d.seat === seat && (id === undefined || d.id === id) && match(options(d)),
      );
      return decision ? { decision, options: options(decision) } : undefined;
    },
    options,
    answers: (commands) => (state, seat) => {
      const asked = find(state, seat, undefined);
      return asked ? commands(asked.options, state) : [];
    },
    answersToEach: (commands) => (state, seat) =>
      state.pending
        .filter((d) => d.kind === kind && d.seat === seat)
        .flatMap((d) => commands(options(d), state)),
  };
}
