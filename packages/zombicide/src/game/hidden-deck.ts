import type { Deck } from "./types.ts";

/** A deck as players see it: how many cards are left to draw, and the face-up discard pile. */
export interface HiddenDeck {
  readonly size: number;
  readonly discard: readonly string[];
}

export function hideDeck(deck: Deck): HiddenDeck {
  return { size: deck.draw.length, discard: deck.discard };
}
