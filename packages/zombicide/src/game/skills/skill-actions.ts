import type { ZombicideEvent } from "../events.ts";
import { actionsPerTurn, zombiesIn } from "../survivors.ts";
import type { SurvivorState, ZombicideState, ZoneId } from "../types.ts";
import { hasSkill } from "./effects.ts";
import { usedThisTurn } from "./free-actions.ts";

/**
 * The shared vocabulary of the skills' own commands (a skill's command lives in its module): the Actions a
 * survivor can spend, the once-per-Turn check, and the Moves of a walk.
 */

/** The Actions the survivor can spend now (its Turn's left, or a whole Turn's before it starts). */
export function available(state: ZombicideState, s: SurvivorState): number {
  return state.turn.active === s.id ? s.actionsLeft : actionsPerTurn(s, state);
}

/** Why the survivor may not use its once-per-Turn skill `skill` (called `name`) now, or null. */
export function onceRefusal(
  state: ZombicideState,
  s: SurvivorState,
  skill: string,
  name: string,
): string | null {
  if (!hasSkill(s, skill)) return `${s.name} does not have ${name}`;
  return usedThisTurn(state, s, skill) > 0 ? `${s.name} has already used ${name} this Turn` : null;
}

/** The SurvivorMoved events of a walk along `path`, the first Move paying `cost` (told with `rule`). */
export function moveSteps(
  state: ZombicideState,
  s: SurvivorState,
  path: readonly ZoneId[],
  cost: number,
  rule: string,
  events: ZombicideEvent[],
): void {
  let from = s.zone;
  path.forEach((to, i) => {
    events.push({
      type: "SurvivorMoved",
      survivor: s.id,
      from,
      to,
      cost: i === 0 ? cost : 0,
      zombiesLeft: i === 0 ? zombiesIn(state, from) : 0,
      rule,
    });
    from = to;
  });
}
