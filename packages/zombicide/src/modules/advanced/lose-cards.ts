import type { CardUid } from "../../game/cards.ts";
import { discardCards } from "../../game/equipment-decks.ts";
import { replaceSurvivor } from "../../game/survivors.ts";
import type { SurvivorState, ZombicideState } from "../../game/types.ts";

/** Takes cards out of a survivor's inventory (and out of the weapons waiting for a Reload) and discards them. */
export function loseCards(
  state: ZombicideState,
  s: SurvivorState,
  cards: readonly CardUid[],
): ZombicideState {
  const gone = new Set(cards);
  const next = replaceSurvivor(state, {
    ...s,
    hands: s.hands.map((u) => (u !== null && gone.has(u) ? null : u)) as [CardUid | null, CardUid | null],
    backpack: s.backpack.filter((u) => !gone.has(u)),
  });
  return discardCards(
    {
      ...next,
      unloaded: next.unloaded.filter((u) => !gone.has(u)),
      ...(next.dualFired ? { dualFired: next.dualFired.filter((p) => !p.some((u) => gone.has(u))) } : {}),
    },
    cards,
  );
}
