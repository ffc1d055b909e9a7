import { shuffle } from "@horda/table";
import { type CardUid, isStartingCard, moduleDeckOf } from "./cards.ts";
import type { ZombicideEvent } from "./events.ts";
import type { Deck, ZombicideState } from "./types.ts";

export type EquipmentDeckName = "equipmentDeck" | "epicDeck";
/** A rule module's deck (`state.moduleDecks`), by its id: "module:military". */
export type ModuleDeckName = `module:${string}`;
export type DrawDeckName = EquipmentDeckName | ModuleDeckName;

/**
 * Epic cards go back to the Epic discard pile, a module deck's cards to theirs; every other card (Starting
 * included) to the Equipment one.
 */
function deckOfCard(uid: CardUid): DrawDeckName {
  const own = moduleDeckOf(uid);
  if (own !== null) return `module:${own}`;
  return /#x\d+$/.test(uid) ? "epicDeck" : "equipmentDeck";
}

function readDeck(state: ZombicideState, name: DrawDeckName): Deck {
  if (name === "equipmentDeck" || name === "epicDeck") return state[name];
  return state.moduleDecks?.[name.slice(7)] ?? { draw: [], discard: [] };
}

function writeDeck(state: ZombicideState, name: DrawDeckName, deck: Deck): ZombicideState {
  if (name === "equipmentDeck" || name === "epicDeck") return { ...state, [name]: deck };
  return { ...state, moduleDecks: { ...(state.moduleDecks ?? {}), [name.slice(7)]: deck } };
}

/** The deck's name in events: "equipment", "epic", or the module deck's id. */
export function deckLabel(name: DrawDeckName): string {
  return name === "epicDeck" ? "epic" : name === "equipmentDeck" ? "equipment" : name.slice(7);
}

/**
 * Draws the top card of a deck. An empty draw pile is first rebuilt from the discards, shuffled, leaving the
 * Starting Equipment cards out (§5 Search). Returns null when there is nothing left to draw.
 */
export function drawCard(
  state: ZombicideState,
  name: DrawDeckName,
  events: ZombicideEvent[],
): [CardUid | null, ZombicideState] {
  let deck: Deck = readDeck(state, name);
  let next = state;
  if (deck.draw.length === 0) {
    const back = deck.discard.filter((u) => !isStartingCard(u));
    if (back.length === 0) return [null, state];
    const [draw, rng] = shuffle(back, state.rng);
    deck = { draw, discard: deck.discard.filter(isStartingCard) };
    next = { ...next, rng };
    events.push({
      type: "DeckReshuffled",
      deck: deckLabel(name),
      cards: draw.length,
      startingCardsLeftOut: deck.discard.length,
      rule: "core-2e §5 Search (reshuffle without the Starting Equipment)",
    });
  }
  const [top, ...rest] = deck.draw;
  return [top as CardUid, writeDeck(next, name, { ...deck, draw: rest })];
}

/** Puts cards on the discard pile of the deck each came from. */
export function discardCards(state: ZombicideState, uids: readonly CardUid[]): ZombicideState {
  let next = state;
  for (const u of uids) {
    const name = deckOfCard(u);
    const deck = readDeck(next, name);
    next = writeDeck(next, name, { ...deck, discard: [...deck.discard, u] });
  }
  return next;
}
