import { rulesOf } from "../kernel/registry.ts";
import type { ZombicideEvent } from "./events.ts";
import { LEVEL_RULE, levelSkills, levelsCrossed, offerSkills } from "./levels.ts";
import { replaceSurvivor, survivorById } from "./survivors.ts";
import type { SurvivorState, ZombicideState } from "./types.ts";

export { grantSkill, LEVEL_RULE, SKILL_CHOICE } from "./levels.ts";

export const ADRENALINE_RULE = "core-2e §9 Adrenaline (1 AP per zombie, 5 per Abomination or Objective)";

/**
 * Gives a survivor Adrenaline Points (§9). Each Danger Level crossed gives its skill at once (p.63): Yellow's
 * is fixed; Orange and Red ask the player to choose among the ID card's options (a pending decision). A module
 * may take the levels over (the Ultrared mode goes round again past Red).
 */
export function gainAdrenaline(
  state: ZombicideState,
  id: string,
  amount: number,
  why: string,
  events: ZombicideEvent[],
): ZombicideState {
  const s = survivorById(state, id) as SurvivorState;
  if (amount <= 0 || s.eliminated) return state;
  const total = s.adrenaline + amount;
  events.push({ type: "AdrenalineGained", survivor: id, amount, total, why, rule: ADRENALINE_RULE });
  let next = replaceSurvivor(state, { ...s, adrenaline: total });
  const taken = rulesOf(next).hooks.gainAdrenaline({
    state: next,
    survivor: id,
    from: s.adrenaline,
    to: total,
    events,
  });
  if (taken) return taken;
  for (const level of levelsCrossed(s.adrenaline, total)) {
    events.push({ type: "DangerLevelReached", survivor: id, level, rule: LEVEL_RULE });
    next = offerSkills(next, id, level, levelSkills(next, s, level), events);
  }
  return next;
}
