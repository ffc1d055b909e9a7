import { discardCard } from "./decks.ts";
import { discardCards } from "./equipment-decks.ts";
import type { ZombicideState } from "./types.ts";

/**
 * The game is over: the pending decisions and the zombie work left are dropped, and the cards they held go to
 * their discard piles (Equipment offered to keep, Zombie cards a Distributor drew or assigned), so every card
 * is still in exactly one place.
 */
export function dropUnfinishedWork(state: ZombicideState): ZombicideState {
  const equipment: string[] = [];
  const zombieCards: string[] = [];
  for (const p of state.pending) {
    const cards = (p.options as { cards?: unknown } | null)?.cards;
    if (!Array.isArray(cards)) continue;
    if (p.kind === "keepCards") equipment.push(...(cards as string[]));
    if (p.kind === "distributeSpawnCards") zombieCards.push(...(cards as string[]));
  }
  for (const t of state.zombieWork) if (t.kind === "spawn" && t.card) zombieCards.push(t.card);
  let next: ZombicideState = { ...discardCards(state, equipment), pending: [], zombieWork: [] };
  for (const card of zombieCards) next = { ...next, zombieDeck: discardCard(next.zombieDeck, card) };
  return next;
}
