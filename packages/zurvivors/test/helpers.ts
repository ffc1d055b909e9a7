import type { Seat } from "@horda/table";
import { expect } from "vitest";
import { zurvivors } from "../src/game.ts";
import type { ZCommand, ZEvent, ZState } from "../src/index.ts";

/** A fresh game: survivors in seat order, p1 first player, default set. */
export function newGame(players = 4, survivors?: string[], seed = "test"): ZState {
  const all = ["ana", "bruno", "caio", "duda", "elias", "flora"];
  const r = zurvivors.setup({ players, survivors: survivors ?? all.slice(0, players), firstPlayer: 0 }, seed);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** The ids of in-game item cards showing this blue item, in deck order. */
export function cardsOf(s: ZState, item: string): string[] {
  const inGame = new Set(allCards(s));
  return s.set.items.cards.filter((c) => c.item === item && inGame.has(c.id)).map((c) => c.id);
}

export function allCards(s: ZState): string[] {
  return [
    ...s.deck,
    ...s.discard,
    ...s.zombieArea,
    ...s.seats.flatMap((x) => [...s.players[x]!.hand, ...s.players[x]!.placed]),
  ];
}

export { type Stack, stack } from "../src/scenario/stack.ts";

/** Applies a command that must be accepted; returns the new state and its events. */
export function play(s: ZState, seat: Seat, cmd: ZCommand): { state: ZState; events: readonly ZEvent[] } {
  const r = zurvivors.apply(s, seat, cmd);
  if (!r.ok) throw new Error(`${seat} ${JSON.stringify(cmd)} refused: ${r.error.message}`);
  return r.value;
}

/** Plays several commands in order, collecting the events. */
export function playAll(s: ZState, cmds: [Seat, ZCommand][]): { state: ZState; events: ZEvent[] } {
  const events: ZEvent[] = [];
  let state = s;
  for (const [seat, cmd] of cmds) {
    const r = play(state, seat, cmd);
    state = r.state;
    events.push(...r.events);
  }
  return { state, events };
}

export function refused(s: ZState, seat: Seat, cmd: ZCommand, code: string): void {
  const before = JSON.stringify(s);
  const r = zurvivors.apply(s, seat, cmd);
  expect(r.ok).toBe(false);
  if (!r.ok) {
    expect(r.error.code).toBe(code);
    expect(r.error.rule).toMatch(/^Zurvivors: /);
  }
  expect(JSON.stringify(s)).toBe(before);
}

export function types(events: readonly ZEvent[]): string[] {
  return events.map((e) => e.type);
}
