import type { ZombicideState } from "../types.ts";

/**
 * Activates a blue or green Spawn Zone (a mission event, usually the Objective of that colour). It first
 * spawns in the next Zombie Phase: this round's if the player phase is still on, else the next round's (§2).
 */
export function activateSpawnZone(state: ZombicideState, token: string): ZombicideState {
  const from = state.turn.phase === "players" ? state.turn.round : state.turn.round + 1;
  return {
    ...state,
    spawns: state.spawns.map((s) =>
      s.token === token && s.activeFrom === null ? { ...s, activeFrom: from } : s,
    ),
  };
}
