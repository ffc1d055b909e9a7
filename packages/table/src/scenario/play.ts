import type { Command, GameDefinition, GameEvent } from "../contract.ts";
import { matches } from "./match.ts";
import type { PlayExpect, PlayStep } from "./schema.ts";

export interface Checks {
  check(okay: boolean, message: () => string): void;
}

/** A pending decision as the shared checks read it. */
export interface DecisionLike {
  readonly seat: string;
  readonly kind: string;
}

/**
 * What the shared scenario runner needs of a game besides its GameDefinition: how scenario references (zone
 * letters, card names) become ids, how its `state:` expectation is checked, and where its pending decisions are.
 */
export interface ScenarioGame<S, C extends Command, E extends GameEvent, W> {
  readonly definition: Pick<GameDefinition<S, C, E, unknown, unknown>, "apply" | "legal" | "parseCommand">;
  /** A command, or an expected command or event, with its scenario references turned into ids. */
  refs(value: Record<string, unknown>, state: S): Record<string, unknown>;
  checkState(want: W, state: S, c: Checks): void;
  pending(state: S): readonly DecisionLike[];
}

const json = (v: unknown) => JSON.stringify(v);

/**
 * Plays a scenario's commands from `start` (its state, and the events that led there: a phase the scenario
 * starts in) and checks each command's own expectations right after it, then the final ones against every
 * event. Returns the last state.
 */
export function playScenario<S, C extends Command, E extends GameEvent, W>(
  game: ScenarioGame<S, C, E, W>,
  start: { readonly state: S; readonly events: readonly E[] },
  steps: readonly PlayStep<W>[],
  expect: PlayExpect<W>,
  c: Checks,
): S {
  let state = start.state;
  const events: E[] = [...start.events];
  for (const [i, step] of steps.entries()) {
    const label = `command ${i + 1} (${json(step.do)})`;
    const cmd = game.definition.parseCommand(game.refs(step.do, state));
    const result = cmd.ok ? game.definition.apply(state, step.seat, cmd.value) : cmd;
    if (step.error) {
      c.check(!result.ok && result.error.code === step.error, () =>
        result.ok
          ? `${label} should be refused with ${step.error}, but it was accepted`
          : `${label} should be refused with ${step.error}, got ${result.error.code}: ${result.error.message}`,
      );
      if (step.expect) checkPlay(game, state, [], step.expect, c, `after ${label}: `);
      continue;
    }
    if (!result.ok) {
      c.check(
        false,
        () => `${label} was refused: ${result.error.code} (${result.error.rule}): ${result.error.message}`,
      );
      continue;
    }
    c.check(true, () => "");
    state = result.value.state;
    events.push(...result.value.events);
    if (step.expect) checkPlay(game, state, result.value.events, step.expect, c, `after ${label}: `);
  }
  checkPlay(game, state, events, expect, c, "");
  return state;
}

function checkPlay<S, C extends Command, E extends GameEvent, W>(
  game: ScenarioGame<S, C, E, W>,
  state: S,
  events: readonly E[],
  want: PlayExpect<W>,
  c: Checks,
  at: string,
): void {
  checkEvents(game, state, events, want, c, at);
  if (want.state !== undefined) game.checkState(want.state, state, prefixed(c, at));
  for (const l of want.legal) {
    const legal = game.definition.legal(state, l.seat);
    const has = (w: Record<string, unknown>) => legal.some((cmd) => matches(cmd, game.refs(w, state)));
    for (const w of l.includes)
      c.check(has(w), () => `${at}legal for ${l.seat} should include ${json(w)}; it has ${json(legal)}`);
    for (const w of l.excludes)
      c.check(!has(w), () => `${at}legal for ${l.seat} should not include ${json(w)}`);
    if (l.count !== undefined)
      c.check(
        legal.length === l.count,
        () => `${at}legal for ${l.seat}: expected ${l.count} commands, got ${legal.length}: ${json(legal)}`,
      );
  }
  if (want.pending !== undefined) {
    const got = game.pending(state);
    const wanted = want.pending.map((p) => game.refs(p, state));
    c.check(matches(got, wanted), () => `${at}pending decisions: expected ${json(wanted)}, got ${json(got)}`);
  }
}

function checkEvents<S, C extends Command, E extends GameEvent, W>(
  game: ScenarioGame<S, C, E, W>,
  state: S,
  events: readonly E[],
  want: PlayExpect<W>,
  c: Checks,
  at: string,
): void {
  const list = () => `\n    ${events.map(json).join("\n    ")}`;
  let from = 0;
  for (const w of want.events) {
    const group =
      "anyOrder" in w && Array.isArray(w.anyOrder) ? (w.anyOrder as Record<string, unknown>[]) : null;
    const wanted = (group ?? [w as Record<string, unknown>]).map((x) => game.refs(x, state));
    const found = findDistinct(events, from, wanted);
    c.check(found !== null, () =>
      group
        ? `${at}expected the events ${json(wanted)} (in any order, after the ones before) among:${list()}`
        : `${at}expected event ${json(wanted[0])} (in order) among:${list()}`,
    );
    if (found) from = Math.max(...found) + 1;
  }
  for (const w of want.noEvents) {
    const wanted = typeof w === "string" ? { type: w } : game.refs(w, state);
    const hit = events.find((e) => matches(e, wanted));
    c.check(hit === undefined, () => `${at}expected no event like ${json(wanted)}, got ${json(hit)}`);
  }
}

/** Indexes (from `from` on) of distinct events matching each wanted one, in any order; null if none. */
function findDistinct(
  events: readonly unknown[],
  from: number,
  wanted: readonly Record<string, unknown>[],
): number[] | null {
  const used = new Set<number>();
  const picked: number[] = [];
  const place = (i: number): boolean => {
    if (i === wanted.length) return true;
    for (let j = from; j < events.length; j++) {
      if (used.has(j) || !matches(events[j], wanted[i])) continue;
      used.add(j);
      picked.push(j);
      if (place(i + 1)) return true;
      used.delete(j);
      picked.pop();
    }
    return false;
  };
  return place(0) ? picked : null;
}

function prefixed(c: Checks, at: string): Checks {
  return at === "" ? c : { check: (okay, message) => c.check(okay, () => `${at}${message()}`) };
}
