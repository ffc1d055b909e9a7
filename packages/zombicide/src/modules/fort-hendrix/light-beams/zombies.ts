import { boardOf, tablesOf } from "../../../game/board-of.ts";
import type { ZombicideEvent } from "../../../game/events.ts";
import type { ZombicideState } from "../../../game/types.ts";
import { activation } from "../../../game/zombies/spawn.ts";
import { litZones } from "../shared/beams.ts";

export const BEAM_ACTIVATION_RULE =
  "Fort Hendrix, Light Sources (right before the Zombie Phase, every Zombie seeing a Light Beam gets 1 extra Activation)";

/**
 * Right before the Zombie Phase: every Zombie with a line of sight on a lit Zone (its own included) performs
 * one extra Activation, however many beams it sees; then the phase is played as usual.
 */
export function beamsDrawZombies(events: ZombicideEvent[], state: ZombicideState): ZombicideState {
  const lit = litZones(state);
  if (lit.length === 0 || state.zombies.length === 0) return state;
  const board = boardOf(state);
  const seesLight = new Map<string, boolean>();
  const drawn: string[] = [];
  for (const z of state.zombies) {
    const key = `${z.zone}|${z.type}`;
    let sees = seesLight.get(key);
    if (sees === undefined) {
      const t = tablesOf(state, z.type);
      const from = board.zoneIndex[z.zone] as number;
      sees = lit.some((l) => (t.sight[from * t.n + l] as number) >= 0);
      seesLight.set(key, sees);
    }
    if (sees) drawn.push(z.id);
  }
  if (drawn.length === 0) return state;
  events.push({ type: "LightBeamsSeen", zombies: drawn, rule: BEAM_ACTIVATION_RULE });
  return { ...state, zombieWork: [activation(drawn, "extra-activation"), ...state.zombieWork] };
}
