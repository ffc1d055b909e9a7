import type { Command, RngCursor, Seat } from "@horda/table";

/**
 * A player policy: given the state, its seat and the legal commands (never empty), pick one.
 * Bots read only what their seat's view shows (own hand and objective, public table).
 */
export interface Bot<S, C extends Command> {
  readonly name: string;
  choose(state: S, seat: Seat, legal: readonly C[], rng: RngCursor): C;
}

/** Picks uniformly among the legal commands. */
export function randomBot<S, C extends Command>(): Bot<S, C> {
  return {
    name: "random",
    choose: (_state, _seat, legal, rng) => legal[rng.int(0, legal.length - 1)]!,
  };
}
