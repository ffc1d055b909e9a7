import { cardData } from "../../../game/cards.ts";
import { usableCards } from "../../../game/inventory.ts";
import { hasSkill } from "../../../game/skills/effects.ts";
import type { SurvivorState, ZombicideState } from "../../../game/types.ts";

export const NIGHT_VISION = "night-vision";
export const NIGHT_FIGHTER = "night-fighter";

export const NIGHT_VISION_RULE =
  "Fort Hendrix, New Skills: Night vision (ignores the Night rules); also printed on some Military cards";
export const NIGHT_FIGHTER_RULE =
  "Fort Hendrix, New Skills: Night fighter (Ranged Attacks at night need 5+ instead of 6)";

/** Does the survivor ignore the Night rules: the skill, or a usable card that gives it (Night Vision Goggles)? */
export function ignoresNight(state: ZombicideState, s: SurvivorState): boolean {
  if (hasSkill(s, NIGHT_VISION, state)) return true;
  return usableCards(state, s).some((u) => cardData(state, u)?.skills?.includes(NIGHT_VISION) === true);
}

export function fightsAtNight(state: ZombicideState, s: SurvivorState): boolean {
  return hasSkill(s, NIGHT_FIGHTER, state);
}
