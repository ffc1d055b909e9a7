import type { Json, Seat } from "@horda/table";
import { expect } from "vitest";
import type { ZCommand, ZEvent, ZState } from "../src/index.ts";
import { cardsOf, newGame, play, playAll, type Stack, stack } from "./helpers.ts";

/** The in-game item cards of a 4-player game, by blue item. */
export function cards(s: ZState) {
  return {
    W: cardsOf(s, "water"),
    S: cardsOf(s, "sandwich"),
    M: cardsOf(s, "map"),
    F: cardsOf(s, "flashlight"),
    B: cardsOf(s, "binoculars"),
    P: cardsOf(s, "phone"),
  };
}

export type Cards = ReturnType<typeof cards>;

/**
 * objective-1 combinations, paid with placed cards:
 * 0 = [water, water, flashlight], 1 = [sandwich, map, flashlight, binoculars],
 * 2 = [water, sandwich, map, binoculars, binoculars].
 */
export function objective1Payment(c: Cards, combo: number): string[] {
  return [
    [c.W[0]!, c.W[1]!, c.F[0]!],
    [c.S[0]!, c.M[0]!, c.F[0]!, c.B[0]!],
    [c.W[0]!, c.S[0]!, c.M[0]!, c.B[0]!, c.B[1]!],
  ][combo]!;
}

export interface Scene {
  state: ZState;
  events: ZEvent[];
  c: Cards;
}

/**
 * A 4-player step where p1 (Ana, objective-1, the given reward) escapes with `combo` paid by placed cards
 * while p2-p4 place the first card of their hands (by default a map, a sandwich and a water card, so
 * nobody has a pair to exchange). Everyone stands on the Starting Card (4); the city cards p1 walks onto
 * (5 and 6) are already face up, so only the reward acts on p1. Stops at the first decision after the reveal.
 */
export function escapeScene(reward: string, combo: number, extra: Stack = {}): Scene {
  const s = newGame(4);
  const c = cards(s);
  const t = stack(s, {
    ...extra,
    hands: {
      p1: ["escape-ana"],
      p2: [c.M[4]!, c.M[5]!],
      p3: [c.S[4]!, c.S[5]!],
      p4: [c.W[4]!, c.W[5]!],
      ...extra.hands,
    },
    placed: { p1: objective1Payment(c, combo), ...extra.placed },
    objectives: { p1: "objective-1", ...extra.objectives },
    rewards: { p1: reward, ...extra.rewards },
  });
  for (const i of [5, 6]) t.track.cards[i]!.faceUp = true;
  const moves = t.pending.map((d): [Seat, ZCommand] =>
    d.seat === "p1"
      ? ["p1", { type: "escape", card: "escape-ana", combo }]
      : [d.seat, { type: "place", card: t.players[d.seat]!.hand[0]! }],
  );
  return { ...playAll(t, moves), c };
}

/** Answers the seat's pending choice with the option that matches `want` (every given field equal). */
export function choose(
  s: ZState,
  seat: Seat,
  want: Record<string, Json> | string,
): { state: ZState; events: readonly ZEvent[] } {
  const d = s.pending.find((x) => x.seat === seat);
  expect(d, `${seat} has a pending choice`).toBeDefined();
  const i = d!.options.findIndex((o) =>
    typeof want === "string"
      ? o === want
      : typeof o === "object" &&
        o !== null &&
        Object.entries(want).every(([k, v]) => (o as Record<string, Json>)[k] === v),
  );
  expect(i, `option ${JSON.stringify(want)} in ${JSON.stringify(d!.options)}`).toBeGreaterThanOrEqual(0);
  return play(s, seat, { type: "choose", option: i });
}

/** Ends every Exchange/Ability turn until the next Place Items step (or another kind of decision). */
export function endTurns(s: ZState): { state: ZState; events: ZEvent[] } {
  let state = s;
  const events: ZEvent[] = [];
  while (state.pending[0]?.kind === "actions") {
    const r = play(state, state.pending[0].seat, { type: "endTurn" });
    state = r.state;
    events.push(...r.events);
  }
  return { state, events };
}

/** Every seat that gets asked anything from now until the next Place Items step, answering endTurn. */
export function askedSeats(s: ZState): Seat[] {
  const asked: Seat[] = [];
  let state = s;
  while (state.pending[0]?.kind === "actions") {
    asked.push(state.pending[0].seat);
    state = play(state, state.pending[0].seat, { type: "endTurn" }).state;
  }
  return asked;
}

/** Ends the current round at once: the seats still in it hold only others' escape cards (cards run out). */
export function runOutOfCards(s: ZState): ZState {
  const hands: Record<Seat, string[]> = {};
  s.seats.forEach((seat, i) => {
    const next = s.seats[(i + 1) % s.seats.length]!;
    hands[seat] = s.players[seat]!.inRound ? [`escape-${s.players[next]!.survivor}`] : [];
  });
  return stack(s, { hands });
}

/** In-game item cards with this red (zombie) side whose blue side is one of `items`. */
export function redCards(s: ZState, red: string, items: string[]): string[] {
  return s.set.items.cards
    .filter((c) => c.zombie === red && items.includes(c.item) && c.players <= s.seats.length)
    .map((c) => c.id);
}
