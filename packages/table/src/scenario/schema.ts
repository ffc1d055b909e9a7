import { z } from "zod";

/** Current scenario schema id (docs/scenarios.md). */
export const SCENARIO_SCHEMA = "horda.scenario/1";

/** An expected event or command: the fields that matter (partial, at any depth; docs/scenarios.md "Matching"). */
export const partial = z.record(z.string(), z.unknown());

/** Events the rules give in no fixed order: each must happen once, in any order, at this point of the list. */
const anyOrder = z.strictObject({ anyOrder: z.array(partial).min(1) });

export const legalExpect = z.strictObject({
  seat: z.string().min(1).max(20).default("p1"),
  includes: z.array(partial).default([]),
  excludes: z.array(partial).default([]),
  /** How many commands are legal for the seat (0: it may do nothing now). */
  count: z.number().int().min(0).optional(),
});

/** What a game's `state:` expectation looks like is the game's own; the rest of the checks are shared. */
export function playExpect<T extends z.ZodType>(state: T) {
  return z.strictObject({
    /** An ordered subset of the events; `{ anyOrder: [...] }` lists some that may come in any order. */
    events: z.array(z.union([anyOrder, partial])).default([]),
    /** Events that must not happen: a type, or the fields of the event that must not match. */
    noEvents: z.array(z.union([z.string().min(1), partial])).default([]),
    state: state.optional(),
    legal: z.array(legalExpect).default([]),
    /** The pending decisions, oldest first: same count, each matched partially (`[]`: nobody is asked). */
    pending: z.array(partial).optional(),
  });
}

/** One command in order: who sends it, the command, the error it must be refused with, checks right after it. */
export function commandStep<T extends z.ZodType>(state: T) {
  return z.strictObject({
    seat: z.string().min(1).max(20).default("p1"),
    do: partial,
    error: z.string().optional(),
    expect: playExpect(state).optional(),
  });
}

export type PlayExpect<W> = {
  events: (Record<string, unknown> | { anyOrder: Record<string, unknown>[] })[];
  noEvents: (string | Record<string, unknown>)[];
  state?: W | undefined;
  legal: {
    seat: string;
    includes: Record<string, unknown>[];
    excludes: Record<string, unknown>[];
    count?: number | undefined;
  }[];
  pending?: Record<string, unknown>[] | undefined;
};

export interface PlayStep<W> {
  seat: string;
  do: Record<string, unknown>;
  error?: string | undefined;
  expect?: PlayExpect<W> | undefined;
}
