import { gainAdrenaline } from "../adrenaline.ts";
import type { ZombicideEvent } from "../events.ts";
import { inPlay, replaceSurvivor, survivorById } from "../survivors.ts";
import type { SurvivorState, ZombicideState } from "../types.ts";
import { effectsOfAll, skillsOf } from "./effects.ts";

/** Heals up to `amount` Wounds of a survivor; returns the state and the Wounds healed. */
export function heal(
  state: ZombicideState,
  id: string,
  amount: number,
  by: string,
  skill: string,
  rule: string,
  events: ZombicideEvent[],
): [ZombicideState, number] {
  const s = survivorById(state, id) as SurvivorState;
  const healed = Math.min(amount, s.wounds);
  if (healed <= 0 || !inPlay(s)) return [state, 0];
  const total = s.wounds - healed;
  events.push({ type: "WoundsHealed", survivor: id, wounds: healed, total, by, skill, rule });
  return [replaceSurvivor(state, { ...s, wounds: total }), healed];
}

/**
 * End Phase healing skills ("endPhaseHeal"), survivors in table order: back to full Health, or 1 Wound healed
 * on itself and on every survivor in its Zone (+1 AP per Wound healed).
 */
export function endPhaseSkills(state: ZombicideState, events: ZombicideEvent[]): ZombicideState {
  let next = state;
  for (const { id } of state.survivors) {
    const s = survivorById(next, id) as SurvivorState;
    if (!inPlay(s)) continue;
    for (const e of effectsOfAll(skillsOf(next, s))) {
      if (e.kind !== "endPhaseHeal") continue;
      if (!e.zone) {
        [next] = heal(next, id, s.health, id, e.skill, e.rule, events);
        continue;
      }
      let healed = 0;
      for (const o of next.survivors.filter((o) => inPlay(o) && o.zone === s.zone)) {
        const [after, n] = heal(next, o.id, 1, id, e.skill, e.rule, events);
        next = after;
        healed += n;
      }
      if (e.ap) next = gainAdrenaline(next, id, healed, `${healed} Wound(s) healed (${e.name})`, events);
    }
  }
  return next;
}
