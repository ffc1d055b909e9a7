import { shuffle } from "@horda/table";
import { boardOf } from "../../../game/board-of.ts";
import { moduleDeckUid } from "../../../game/cards.ts";
import type { SurvivorState, ZombicideState } from "../../../game/types.ts";

export const MILITARY = "military";

export const MILITARY_RULE =
  "Fort Hendrix, Military Equipment and Tiles (a Search on a military tile draws from the Military deck)";

/** The Military deck's card ids in the survivor catalogue (a box that brings one lists it under `decks.military`). */
function militaryCards(state: ZombicideState): readonly string[] {
  const decks = state.survivorCatalog.decks as Readonly<Record<string, readonly string[] | undefined>>;
  return decks[MILITARY] ?? [];
}

/** Setup: the Military deck is shuffled and set beside the board (its cards' uids name it). */
export function setMilitaryDeck(state: ZombicideState): ZombicideState {
  const cards = militaryCards(state).map((id, i) => moduleDeckUid(id, MILITARY, i + 1));
  if (cards.length === 0) return state;
  const [draw, rng] = shuffle(cards, state.rng);
  return { ...state, rng, moduleDecks: { ...(state.moduleDecks ?? {}), [MILITARY]: { draw, discard: [] } } };
}

/**
 * A Search in a zone of a military tile (zone flag `military`: no sidewalks) draws from the Military deck, when
 * the game has one; undefined: the Equipment deck.
 */
export function militarySearch(state: ZombicideState, s: SurvivorState): string | undefined {
  if (state.moduleDecks?.[MILITARY] === undefined) return undefined;
  const board = boardOf(state);
  const z = board.zoneIndex[s.zone];
  if (z === undefined) return undefined;
  return board.zones[z]?.flags.includes("military") ? MILITARY : undefined;
}
