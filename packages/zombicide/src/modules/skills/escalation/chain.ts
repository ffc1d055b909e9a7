import { skillId, skillParam, skillsOf } from "../../../game/skills/effects.ts";
import { usesThisTurn } from "../../../game/skills/free-actions.ts";
import { replaceSurvivor, survivorById } from "../../../game/survivors.ts";
import type { SurvivorState, ZombicideState } from "../../../game/types.ts";

const CHAIN = "chain:";

/**
 * Escalation: [Action] (§10): the Combat Actions taken in a row this Turn are kept in `skillUses` as
 * "chain:melee"/"chain:ranged"; any other Action paid for breaks the chain (free skill moves do not), and a new
 * Turn starts with none. Kept only for survivors with Escalation.
 */
export function chainAction(state: ZombicideState, id: string, kind?: "melee" | "ranged"): ZombicideState {
  const s = survivorById(state, id) as SurvivorState;
  if (state.turn.active !== id || !skillsOf(state, s).some((k) => skillId(k) === "escalation")) return state;
  const uses = (s.skillUses ?? []).filter((u) => kind !== undefined || !u.startsWith(CHAIN));
  return replaceSurvivor(state, { ...s, skillUses: kind ? [...uses, `${CHAIN}${kind}`] : uses });
}

/** Extra dice (per weapon) for this Action: the consecutive Actions of the Escalation's type just before it. */
export function escalationBonus(state: ZombicideState, s: SurvivorState, mode: "melee" | "ranged"): number {
  const chain = usesThisTurn(state, s)
    .filter((u) => u.startsWith(CHAIN))
    .map((u) => u.slice(CHAIN.length));
  let best = 0;
  for (const k of skillsOf(state, s)) {
    if (skillId(k) !== "escalation") continue;
    const param = skillParam(k);
    if (param !== "combat" && param !== mode) continue;
    let n = 0;
    for (let i = chain.length - 1; i >= 0 && (param === "combat" || chain[i] === mode); i--) n++;
    best = Math.max(best, n);
  }
  return best;
}
