import { rulesOf } from "../kernel/registry.ts";
import type { ZombicideEvent } from "./events.ts";
import type { ZombicideState, ZoneId } from "./types.ts";

export const NOISE_RULE = "core-2e §6 Noise (one token per noisy Action, where it happened)";

/**
 * Puts one Noise token in `zone`: a noisy Action makes exactly one, however many dice or weapons (§6); a module
 * may change how many (`noise` hook).
 */
export function addNoise(
  state: ZombicideState,
  zone: ZoneId,
  survivor: string,
  why: string,
  events: ZombicideEvent[],
  rule: string = NOISE_RULE,
): ZombicideState {
  const made = rulesOf(state).hooks.noise({ state, zone, survivor, why }, 1);
  if (made <= 0) return state;
  const tokens = (state.noise[zone] ?? 0) + made;
  events.push({ type: "NoiseMade", zone, survivor, tokens, why, rule });
  return { ...state, noise: { ...state.noise, [zone]: tokens } };
}
