import type { ZombicideCommand, ZombicideView } from "@horda/zombicide";
import { cardId } from "../words/words.ts";

/** A card a keepCards answer throws away: found now, or held before (a held dog card loses the dog). */
export interface Discard {
  readonly uid: string;
  /** The survivor held it before the Search (not one of the cards found). */
  readonly held: boolean;
  /** A Dog Companion's card (Canine Companions): discarding it sends the dog away. */
  readonly dog: boolean;
}

const slots = (c: ZombicideCommand): unknown[] => [
  ...(Array.isArray(c.hands) ? c.hands : []),
  ...(Array.isArray(c.backpack) ? c.backpack : []),
  c.body,
];

/**
 * What a keepCards answer discards, read from the command and the state as the engine applies it: every card
 * held before (the Body slot's only when the answer names that slot) and every card found, less those the
 * answer lays out. Held cards come first, in the survivor's slot order.
 */
export function keepDiscards(
  view: ZombicideView,
  survivor: string,
  found: readonly string[],
  c: ZombicideCommand,
): Discard[] {
  const s = view.survivors.find((x) => x.id === survivor);
  if (!s) return [];
  const kept = new Set(slots(c).filter((u): u is string => typeof u === "string"));
  const before = [...s.hands, ...s.backpack, ...(c.body !== undefined ? [s.body] : [])].filter(
    (u): u is string => typeof u === "string",
  );
  const dog = (uid: string) => view.survivorCatalog.equipment[cardId(uid)]?.kind === "dog";
  return [
    ...before.filter((u) => !kept.has(u)).map((uid) => ({ uid, held: true, dog: dog(uid) })),
    ...found.filter((u) => !kept.has(u)).map((uid) => ({ uid, held: false, dog: dog(uid) })),
  ];
}
