import { discardCard } from "./decks.ts";
import { discardCards } from "./equipment-decks.ts";
import type { ZombicideState } from "./types.ts";
import { isTask } from "./zombies/tasks.ts";

/**
 * The game is over: the pending decisions, the attack and the work left (paused, zombie) are dropped, and the cards they held go to
 * their discard piles (Equipment offered to keep, Zombie cards drawn ahead and assigned to zones), so every card
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
  for (const t of state.zombieWork) if (isTask(t, "spawn") && t.card) zombieCards.push(t.card);
  const { paused: _, ...rest } = discardCards(state, equipment);
  let next: ZombicideState = { ...rest, pending: [], zombieWork: [], combat: null };
  for (const card of zombieCards) next = { ...next, zombieDeck: discardCard(next.zombieDeck, card) };
  return next;
}
