import { boardOf, zoneIdOf } from "../../../game/board-of.ts";
import type { ZombicideState } from "../../../game/types.ts";

/** The map token of a Spawn token laid on its Necromancer side (`{ kind: "token", name: "necromancer-spawn" }`). */
export const NECROMANCER_TOKEN = "necromancer-spawn";

/**
 * A Spawn token a quest lays on its Necromancer side (seed 001: the token has a Necromancer side and a red one):
 * a Spawn Zone from the first round like the others, counted among the Spawn tokens for the Necromancer-escape
 * loss, a Zone a fleeing Necromancer may head for, and one the players may remove when they kill a Necromancer.
 * No Necromancer stands on it at setup (one only comes with a Necromancer card), so none owns it. Its token keeps
 * the map token's id, so the table draws it where the map put it.
 */
export function placedNecromancerTokens(state: ZombicideState): ZombicideState {
  const placed = boardOf(state).tokens.filter(
    (t) => t.kind === "token" && t.props.name === NECROMANCER_TOKEN,
  );
  if (placed.length === 0) return state;
  const added = placed
    .filter((t) => !state.spawns.some((sp) => sp.token === t.id))
    .map((t) => ({ token: t.id, zone: zoneIdOf(state, t.zone), colour: "necromancer", activeFrom: 1 }));
  return { ...state, spawns: [...state.spawns, ...added] };
}
