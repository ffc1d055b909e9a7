import { shuffle } from "@horda/table";
import { type CardUid, isStartingCard } from "./cards.ts";
import type { ZombicideEvent } from "./events.ts";
import type { Deck, ZombicideState } from "./types.ts";

export type EquipmentDeckName = "equipmentDeck" | "epicDeck";

/** Epic cards go back to the Epic discard pile; every other card (Starting included) to the Equipment one. */
function deckOfCard(uid: CardUid): EquipmentDeckName {
  return /#x\d+$/.test(uid) ? "epicDeck" : "equipmentDeck";
}

/**
 * Draws the top card of a deck. An empty draw pile is first rebuilt from the discards, shuffled, leaving the
 * Starting Equipment cards out (§5 Search). Returns null when there is nothing left to draw.
 */
export function drawCard(
  state: ZombicideState,
  name: EquipmentDeckName,
  events: ZombicideEvent[],
): [CardUid | null, ZombicideState] {
  let deck: Deck = state[name];
  let next = state;
  if (deck.draw.length === 0) {
    const back = deck.discard.filter((u) => !isStartingCard(u));
    if (back.length === 0) return [null, state];
    const [draw, rng] = shuffle(back, state.rng);
    deck = { draw, discard: deck.discard.filter(isStartingCard) };
    next = { ...next, rng };
    events.push({
      type: "DeckReshuffled",
      deck: name === "epicDeck" ? "epic" : "equipment",
      cards: draw.length,
      startingCardsLeftOut: deck.discard.length,
      rule: "core-2e §5 Search (reshuffle without the Starting Equipment)",
    });
  }
  const [top, ...rest] = deck.draw;
  return [top as CardUid, { ...next, [name]: { ...deck, draw: rest } }];
}

/** Puts cards on the discard pile of the deck each came from. */
export function discardCards(state: ZombicideState, uids: readonly CardUid[]): ZombicideState {
  let next = state;
  for (const u of uids) {
    const name = deckOfCard(u);
    next = { ...next, [name]: { ...next[name], discard: [...next[name].discard, u] } };
  }
  return next;
}
