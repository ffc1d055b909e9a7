import { rulesOf } from "../../kernel/registry.ts";
import type { ZombicideState, ZombieState, ZoneId } from "../types.ts";

/**
 * Miniatures of a type still in the box: the pool of the packs in play minus those on the board and those a
 * rule keeps aside (`miniaturesAside`: VIP trophies on a survivor's card).
 */
export function miniaturesLeft(state: ZombicideState, type: string): number {
  const pool = state.zombieCatalog.pools[type] ?? 0;
  let on = 0;
  for (const z of state.zombies) if (z.type === type) on++;
  const aside = rulesOf(state).hooks.miniaturesAside({ state, type }, 0);
  return Math.max(0, pool - on - aside);
}

/** Puts up to `count` zombies of `type` in `zone`, as many as the box still has; returns their ids. */
export function placeZombies(
  state: ZombicideState,
  type: string,
  zone: ZoneId,
  count: number,
  card?: string,
): { state: ZombicideState; placed: string[] } {
  const n = Math.min(count, miniaturesLeft(state, type));
  const added: ZombieState[] = [];
  let nextId = state.nextId;
  for (let i = 0; i < n; i++) {
    const id = `z${nextId++}`;
    added.push(card === undefined ? { id, type, zone } : { id, type, zone, card });
  }
  return {
    state: { ...state, zombies: [...state.zombies, ...added], nextId },
    placed: added.map((z) => z.id),
  };
}

/** Ids of every zombie of a type on the board (for Extra Activations). */
export function zombiesOfType(state: ZombicideState, type: string): string[] {
  return state.zombies.filter((z) => z.type === type).map((z) => z.id);
}

/**
 * Ids of every zombie of a type or a kind of it (the pack's `kindOf`: a VIP Walker is a Walker), for the
 * Extra Activations of that type.
 */
export function zombiesOfKind(state: ZombicideState, type: string): string[] {
  const types = state.zombieCatalog.types;
  return state.zombies.filter((z) => z.type === type || types[z.type]?.kindOf === type).map((z) => z.id);
}

/**
 * Takes zombies off the board (killed, or removed by a rule). An Abomination's card goes to the Abomination
 * discard pile, so the deck can be rebuilt from it.
 */
export function removeZombies(state: ZombicideState, ids: readonly string[]): ZombicideState {
  const gone = new Set(ids);
  const cards = state.zombies
    .filter((z) => gone.has(z.id) && z.card !== undefined)
    .map((z) => z.card as string);
  return {
    ...state,
    zombies: state.zombies.filter((z) => !gone.has(z.id)),
    abominationDeck:
      cards.length === 0
        ? state.abominationDeck
        : { draw: state.abominationDeck.draw, discard: [...state.abominationDeck.discard, ...cards] },
  };
}
