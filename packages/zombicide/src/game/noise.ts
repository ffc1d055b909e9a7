import type { ZombicideEvent } from "./events.ts";
import type { ZombicideState, ZoneId } from "./types.ts";

export const NOISE_RULE = "core-2e §6 Noise (one token per noisy Action, where it happened)";

/** Puts one Noise token in `zone`: a noisy Action makes exactly one, however many dice or weapons (§6). */
export function addNoise(
  state: ZombicideState,
  zone: ZoneId,
  survivor: string,
  why: string,
  events: ZombicideEvent[],
  rule: string = NOISE_RULE,
): ZombicideState {
  const tokens = (state.noise[zone] ?? 0) + 1;
  events.push({ type: "NoiseMade", zone, survivor, tokens, why, rule });
  return { ...state, noise: { ...state.noise, [zone]: tokens } };
}
