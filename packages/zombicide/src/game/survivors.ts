import { skillsOf } from "./skills/effects.ts";
import type { SurvivorState, ZombicideState } from "./types.ts";

export function survivorById(state: ZombicideState, id: string): SurvivorState | undefined {
  return state.survivors.find((s) => s.id === id);
}

export function replaceSurvivor(state: ZombicideState, next: SurvivorState): ZombicideState {
  return { ...state, survivors: state.survivors.map((s) => (s.id === next.id ? next : s)) };
}

export function zombiesIn(state: ZombicideState, zone: string): number {
  let n = 0;
  for (const z of state.zombies) if (z.zone === zone) n++;
  return n;
}

/** Survivors still on the board (not eliminated, not escaped). */
export function inPlay(s: SurvivorState): boolean {
  return !s.eliminated && !s.escaped;
}

/**
 * Actions a survivor starts its turn with: 3, plus 1 per "+1 Action" skill (the Yellow level's, §1, §9); with
 * `state`, one shared by Brother in arms counts too (§10).
 */
export function actionsPerTurn(s: SurvivorState, state?: ZombicideState): number {
  const skills = state ? skillsOf(state, s) : s.skills;
  return 3 + skills.filter((k) => k === "plus-1-action").length;
}
