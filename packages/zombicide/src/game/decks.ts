import { type RngState, shuffle } from "@horda/table";
import type { Deck } from "./types.ts";

/**
 * Generic deck helpers on plain card-id lists (Zombie and Abomination decks). `stacked` cards are taken out
 * of `cards` and put on top in the given order (scenarios fix draws that way); the rest is shuffled.
 */
export function buildDeck(
  cards: readonly string[],
  rng: RngState,
  stacked: readonly string[],
): { deck: Deck; rng: RngState } | { unknown: string } {
  const rest = [...cards];
  const top: string[] = [];
  for (const want of stacked) {
    const i = rest.indexOf(want);
    if (i < 0) return { unknown: want };
    top.push(rest.splice(i, 1)[0] as string);
  }
  const [shuffled, next] = shuffle(rest, rng);
  return { deck: { draw: [...top, ...shuffled], discard: [] }, rng: next };
}

/** Draws the top card; an empty draw pile is first rebuilt from the shuffled discards. */
export function drawCard(
  deck: Deck,
  rng: RngState,
): { card: string | null; deck: Deck; rng: RngState; reshuffled: boolean } {
  let d = deck;
  let r = rng;
  let reshuffled = false;
  if (d.draw.length === 0 && d.discard.length > 0) {
    const [draw, next] = shuffle(d.discard, r);
    d = { draw, discard: [] };
    r = next;
    reshuffled = true;
  }
  const [top, ...rest] = d.draw;
  if (top === undefined) return { card: null, deck: d, rng: r, reshuffled };
  return { card: top, deck: { ...d, draw: rest }, rng: r, reshuffled };
}

export function discardCard(deck: Deck, card: string): Deck {
  return { ...deck, discard: [...deck.discard, card] };
}
