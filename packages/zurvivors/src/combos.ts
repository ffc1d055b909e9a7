import type { Seat } from "@horda/table";
import {
  type ItemKind,
  isItemKind,
  RARE_ITEM,
  type TokenKind,
  ZOMBIE_ITEMS,
  type ZombieItem,
} from "./kinds.ts";
import { escapeCard, itemCard, objectiveOf, player } from "./lookup.ts";
import type { ZState } from "./state.ts";

/** How a combination would be paid: which placed cards and which backpack slots. */
export interface Payment {
  readonly cards: string[];
  readonly tokenSlots: number[];
  /** Items still missing; 0 means the combination is complete. */
  readonly missing: number;
}

interface Source {
  kind: ItemKind;
  card?: string;
  slot?: number;
}

/**
 * Pays a combination from placed item cards first (they are discarded on escape anyway), then tokens;
 * exact items before the rare first-aid kit, which stands in for any item (Place Items: rare item).
 */
export function payCombination(
  need: readonly ItemKind[],
  cards: readonly Source[],
  tokens: readonly Source[],
): Payment {
  const pool = [...cards, ...tokens];
  const used = new Set<number>();
  let missing = 0;
  const take = (kind: ItemKind): boolean => {
    const i = pool.findIndex((src, j) => !used.has(j) && src.kind === kind);
    if (i < 0) return false;
    used.add(i);
    return true;
  };
  const wild: ItemKind[] = [];
  // Explicit first-aid requirements first, so the wildcard is not spent before them.
  for (const kind of [...need].sort((a, b) => Number(b === RARE_ITEM) - Number(a === RARE_ITEM))) {
    if (!take(kind)) wild.push(kind);
  }
  for (const _ of wild) if (!take(RARE_ITEM)) missing++;
  const chosen = [...used].map((i) => pool[i]!);
  return {
    cards: chosen.filter((c) => c.card !== undefined).map((c) => c.card!),
    tokenSlots: chosen.filter((c) => c.slot !== undefined).map((c) => c.slot!),
    missing,
  };
}

export function placedItemSources(s: ZState, seat: Seat): Source[] {
  return player(s, seat).placed.flatMap((card) => {
    const item = itemCard(s, card);
    return item ? [{ kind: item.item, card }] : [];
  });
}

export function tokenSources(backpack: readonly TokenKind[]): Source[] {
  return backpack.flatMap((kind, slot) => (isItemKind(kind) ? [{ kind, slot }] : []));
}

/** How the seat would pay each of its objective's combinations right now. */
export function objectivePayments(s: ZState, seat: Seat): Payment[] {
  const objective = objectiveOf(s, seat);
  if (!objective) return [];
  const cards = placedItemSources(s, seat);
  const tokens = tokenSources(player(s, seat).backpack);
  return objective.combinations.map((need) => payCombination(need, cards, tokens));
}

export function completedCombos(s: ZState, seat: Seat): number[] {
  return objectivePayments(s, seat).flatMap((p, i) => (p.missing === 0 ? [i] : []));
}

/**
 * Zombie items in the shared area: finds cards for a combination, exact red sides first, then escape
 * cards as wildcards (Zombie Item Placement). Returns the card ids, or null if it cannot be made.
 */
export function matchZombieItems(s: ZState, need: readonly ZombieItem[]): string[] | null {
  const used = new Set<string>();
  const wild: ZombieItem[] = [];
  for (const kind of need) {
    const card = s.zombieArea.find((c) => !used.has(c) && itemCard(s, c)?.zombie === kind);
    if (card) used.add(card);
    else wild.push(kind);
  }
  for (const _ of wild) {
    const card = s.zombieArea.find((c) => !used.has(c) && escapeCard(s, c) !== undefined);
    if (!card) return null;
    used.add(card);
  }
  return [...used];
}

export const HORDE_ITEMS: readonly ZombieItem[] = ZOMBIE_ITEMS;
