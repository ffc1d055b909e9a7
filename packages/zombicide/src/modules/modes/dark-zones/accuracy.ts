import { boardOf } from "../../../game/board-of.ts";
import { cardData } from "../../../game/cards.ts";
import { usableCards } from "../../../game/inventory.ts";
import type { SurvivorState, ZombicideState, ZoneId } from "../../../game/types.ts";
import type { Accuracy } from "../../../kernel/hooks.ts";
import { rulesOf } from "../../../kernel/registry.ts";
import { isDark } from "./sight.ts";

export const DARK_ZONES_ACCURACY_RULE =
  "core-2e §3 Dark Zones mode (Ranged Attacks into a Dark Zone need 6+; a Flashlight cancels it)";

/** Does the survivor carry a light (the Flashlight) that works where it is in the inventory? */
export function carriesLight(state: ZombicideState, s: SurvivorState): boolean {
  return usableCards(state, s).some((u) => cardData(state, u)?.traits?.includes("light"));
}

/**
 * The accuracy a Ranged Attack aimed at `zone` needs: 6+ into a Dark Zone, unless the survivor carries a
 * Flashlight. A roll bonus still adds to the dice (the caller keeps the roll bonus) and a Molotov still
 * burns everything (it rolls no dice). The hook runs only in games that switch the mode on.
 */
export function darkZoneAccuracy(
  state: ZombicideState,
  s: SurvivorState,
  zone: ZoneId,
  accuracy: Accuracy,
): Accuracy {
  const board = boardOf(state);
  const z = board.zoneIndex[zone];
  if (z === undefined || !isDark(board, z) || carriesLight(state, s)) return accuracy;
  // A skill may ignore Dark Zones (Shine in darkness).
  if (rulesOf(state).hooks.ignoresDarkZones({ state, survivor: s })) return accuracy;
  return accuracy.value >= 6 ? accuracy : { value: 6, rule: DARK_ZONES_ACCURACY_RULE };
}
