import type { SurvivorState, ZombicideState, ZoneId } from "../../../game/types.ts";
import type { Accuracy } from "../../../kernel/hooks.ts";
import { isLit } from "../shared/beams.ts";
import { isNight } from "../shared/clock.ts";
import { fightsAtNight, ignoresNight, NIGHT_FIGHTER_RULE } from "./night-vision.ts";

export const NIGHT_ACCURACY_RULE =
  "Fort Hendrix, Night Rules (Ranged Attacks need 6 at night, unless aimed at a Zone lit by a Light Beam)";

/**
 * The accuracy of a Ranged Attack at night: 6 (Night fighter: 5+) unless the target Zone is lit or the survivor
 * has Night vision. Roll bonuses ("+1 to dice roll: Ranged") stay on the dice, and a Molotov rolls nothing.
 */
export function nightAccuracy(
  state: ZombicideState,
  s: SurvivorState,
  zone: ZoneId,
  accuracy: Accuracy,
): Accuracy {
  if (!isNight(state) || isLit(state, zone) || ignoresNight(state, s)) return accuracy;
  const fighter = fightsAtNight(state, s);
  const value = fighter ? 5 : 6;
  if (accuracy.value >= value) return accuracy;
  return { value, rule: fighter ? NIGHT_FIGHTER_RULE : NIGHT_ACCURACY_RULE };
}
