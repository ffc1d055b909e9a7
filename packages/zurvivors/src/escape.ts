import { type Seat, shuffle } from "@horda/table";
import { completedCombos, objectivePayments } from "./combos.ts";
import type { Events } from "./events.ts";
import { boxKey, clockwiseFrom, nextLeft, placementCard, player } from "./lookup.ts";
import type { Task, ZState } from "./state.ts";

/** The placement card a survivor takes: the top of the deck, or the last one left in the game. */
function takePlacement(s: ZState, top: boolean): string | undefined {
  if (s.placementDeck.length > 0)
    return top ? s.placementDeck.shift() : s.placementDeck[s.placementDeck.length - 1];
  return s.placementGame[s.placementGame.length - 1];
}

function boxTasks(s: ZState, seat: Seat, card: string, level: number | null): Task[] {
  const box = placementCard(s, card).boxes[boxKey(s.seats.length)];
  return (box?.effects ?? []).map(
    (effect): Task => ({ t: "effect", seat, effect, level, source: "placement" }),
  );
}

/**
 * Escape: spend the combination (used tokens go back), take the top placement card and carry out its
 * box for the player count, then leave the round (cleanup deals the rest of the hand).
 */
export function resolveEscape(s: ZState, ev: Events, seat: Seat): Task[] {
  const p = player(s, seat);
  const combo = p.commit?.combo ?? 0;
  p.commit = null;
  // The seat stays in `escaping` until the step's escapes are all resolved: a later escaper's reward may
  // not target it either (flushHorde clears the list).
  const payment = objectivePayments(s, seat)[combo];
  const used = [...(payment?.tokenSlots ?? [])]
    .sort((a, b) => b - a)
    .map((slot) => {
      const [token] = p.backpack.splice(slot, 1);
      s.supply[token!]++;
      return token!;
    });
  const card = takePlacement(s, true);
  p.inRound = false;
  p.revealed = true;
  ev.push({
    type: "SurvivorEscaped",
    seat,
    combo,
    tokensUsed: used,
    placement: card ?? null,
    objective: p.objective,
    reward: p.reward,
  });
  if (!card) return [{ t: "escapeCleanup", seat }];
  s.placements.push({ seat, card, how: "escape" });
  return [...boxTasks(s, seat, card, combo), { t: "escapeCleanup", seat }];
}

/** Discard the placed cards; shuffle the hand and deal it clockwise from the next player in the round. */
export function escapeCleanup(s: ZState, ev: Events, seat: Seat): Task[] {
  const p = player(s, seat);
  s.discard.push(...p.placed);
  p.placed = [];
  const [cards, rng] = shuffle(p.hand, s.rng);
  s.rng = rng;
  p.hand = [];
  const receivers = clockwiseFrom(s, seat)
    .slice(1)
    .filter((x) => player(s, x).inRound);
  if (receivers.length === 0) s.discard.push(...cards);
  else
    cards.forEach((card, i) => {
      player(s, receivers[i % receivers.length]!).hand.push(card);
    });
  ev.push({ type: "HandDealtOut", seat, cards: cards.length, to: receivers });
  return [];
}

/**
 * The last placement (the survivor left when the second-to-last escaped, or everyone still in when the
 * cards ran out) carries out the last card of the placement deck.
 */
export function lastPlaced(s: ZState, ev: Events, seats: readonly Seat[]): Task[] {
  const card = takePlacement(s, false);
  const tasks: Task[] = [];
  for (const seat of seats) {
    const p = player(s, seat);
    if (p.zombie || !p.inRound) continue;
    p.inRound = false;
    const done = completedCombos(s, seat);
    const level = done.length > 0 ? done[done.length - 1]! : null;
    ev.push({ type: "LastPlaced", seat, placement: card ?? null });
    if (!card) continue;
    s.placements.push({ seat, card, how: "last" });
    tasks.push(...boxTasks(s, seat, card, level));
  }
  return tasks;
}

export function nextInRound(s: ZState, seat: Seat): Seat | null {
  return nextLeft(s, seat, (x) => player(s, x).inRound);
}
