import { type CardUid, cardOf, isStartingCard } from "./cards.ts";
import type { Deck, SurvivorSetup, SurvivorState } from "./types.ts";

/**
 * Gives each survivor the cards it kept from a previous game (a campaign's Keep roll), after the Starting
 * Equipment: a copy waiting in the Equipment or Epic draw pile is taken out of it, else the card is given
 * (`given`). Cards fill the free Hands, then the Backpack (3 slots), then push out Starting cards; what still does not fit
 * is discarded (`overflow`).
 */
export function giveKept(
  survivors: readonly SurvivorState[],
  setups: readonly SurvivorSetup[],
  equipment: Deck,
  epic: Deck,
  given: (card: string) => CardUid,
): { survivors: SurvivorState[]; deck: Deck; epic: Deck; overflow: CardUid[] } {
  let deck = equipment;
  let epicDeck = epic;
  const overflow: CardUid[] = [];
  const take = (card: string): CardUid => {
    for (const [which, d] of [
      ["e", deck],
      ["x", epicDeck],
    ] as const) {
      const at = d.draw.findIndex((u) => cardOf(u) === card);
      if (at >= 0) {
        const uid = d.draw[at] as CardUid;
        const rest = { ...d, draw: d.draw.filter((_, i) => i !== at) };
        if (which === "e") deck = rest;
        else epicDeck = rest;
        return uid;
      }
    }
    return given(card);
  };
  const out = survivors.map((s) => {
    const cards = setups.find((x) => x.id === s.id)?.kept ?? [];
    if (cards.length === 0) return s;
    const hands: [CardUid | null, CardUid | null] = [s.hands[0], s.hands[1]];
    const backpack = [...s.backpack];
    for (const card of cards) {
      const uid = take(card);
      const free = hands.indexOf(null);
      if (free >= 0) hands[free] = uid;
      else if (backpack.length < 3) backpack.push(uid);
      else {
        // No room: the player makes room by dropping a Starting card (they arrange their inventory at setup).
        const at = backpack.findLastIndex(isStartingCard);
        const hand = hands.findLastIndex((h) => h !== null && isStartingCard(h));
        if (at >= 0) overflow.push(...backpack.splice(at, 1, uid));
        else if (hand >= 0) {
          overflow.push(hands[hand] as CardUid);
          hands[hand] = uid;
        } else overflow.push(uid);
      }
    }
    return { ...s, hands, backpack };
  });
  return { survivors: out, deck, epic: epicDeck, overflow };
}
