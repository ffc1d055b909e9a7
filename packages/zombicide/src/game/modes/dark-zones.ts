import { boardOf } from "../board-of.ts";
import { cardData } from "../cards.ts";
import { usableCards } from "../inventory.ts";
import type { SurvivorState, ZombicideState, ZoneId } from "../types.ts";
import { isDark } from "./dark-zones-sight.ts";
import { MODES, modeOn } from "./ids.ts";

export const DARK_ZONES_ACCURACY_RULE =
  "core-2e §3 Dark Zones mode (Ranged Attacks into a Dark Zone need 6+; a Flashlight cancels it)";

/** Does the survivor carry a light (the Flashlight) that works where it is in the inventory? */
export function carriesLight(state: ZombicideState, s: SurvivorState): boolean {
  return usableCards(state, s).some((u) => cardData(state, u)?.traits?.includes("light"));
}

/**
 * The accuracy a Ranged Attack aimed at `zone` needs: 6+ into a Dark Zone in this mode, unless the survivor
 * carries a Flashlight. "+1 to dice roll" still adds to the dice (the caller keeps the roll bonus) and a
 * Molotov still burns everything (it rolls no dice). Returns the card's accuracy when the mode does not apply.
 */
export function darkZoneAccuracy(
  state: ZombicideState,
  s: SurvivorState,
  zone: ZoneId,
  accuracy: number,
): number {
  if (!modeOn(state, MODES.darkZones)) return accuracy;
  const board = boardOf(state);
  const z = board.zoneIndex[zone];
  if (z === undefined || !isDark(board, z) || carriesLight(state, s)) return accuracy;
  return Math.max(accuracy, 6);
}
