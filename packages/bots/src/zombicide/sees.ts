import type { ZombicideState } from "@horda/zombicide";

/**
 * What a Zombicide bot reads: the state without the generator and the draw piles, so a seat's view
 * (`zombicide.view(state, seat)`) will do as well as the full state. Server bots get the view.
 */
export type BotSees = Omit<
  ZombicideState,
  "rng" | "diceScript" | "zombieDeck" | "abominationDeck" | "equipmentDeck" | "epicDeck"
>;

/** The board helpers take a state but read only its board, doors and modules, which a view has too. */
export function asState(seen: BotSees): ZombicideState {
  return seen as ZombicideState;
}
