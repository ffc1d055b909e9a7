import type { Deck } from "./types.ts";

/** A deck as players see it: how many cards are left to draw, and the face-up discard pile. */
export interface HiddenDeck {
  readonly size: number;
  readonly discard: readonly string[];
}

/**
 * States never change in place, so one deck always hides to the same object: every view of a state (one per
 * viewer) and of the next states that kept the deck shares it, and a server sends an unchanged deck as unchanged.
 */
const hidden = new WeakMap<Deck, HiddenDeck>();

export function hideDeck(deck: Deck): HiddenDeck {
  let h = hidden.get(deck);
  if (!h) {
    h = { size: deck.draw.length, discard: deck.discard };
    hidden.set(deck, h);
  }
  return h;
}
