import { DANGER_THRESHOLDS } from "./danger.ts";
import type { ZombicideEvent } from "./events.ts";
import { replaceSurvivor, survivorById } from "./survivors.ts";
import type { SurvivorState, ZombicideState } from "./types.ts";
import { raiseDecision } from "./zombies/decisions.ts";

export const ADRENALINE_RULE = "core-2e §9 Adrenaline (1 AP per zombie, 5 per Abomination or Objective)";
export const LEVEL_RULE = "core-2e §1 Danger levels (Yellow 7, Orange 19, Red 43; skills act at once)";
export const SKILL_CHOICE = "skillChoice";

/**
 * Gives a survivor Adrenaline Points (§9). Each Danger Level crossed gives its skill at once (p.63): Yellow's
 * is fixed; Orange and Red ask the player to choose among the ID card's options (a pending decision).
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
  const crossed = DANGER_THRESHOLDS.filter(([, min]) => min > s.adrenaline && min <= total)
    .map(([level]) => level)
    .reverse();
  for (const level of crossed) {
    events.push({ type: "DangerLevelReached", survivor: id, level, rule: LEVEL_RULE });
    const card = s.card ? next.survivorCatalog.survivors[s.card] : undefined;
    const options =
      level === "yellow"
        ? (card?.skills.yellow ?? ["plus-1-action"])
        : level === "orange"
          ? (card?.skills.orange ?? [])
          : level === "red"
            ? (card?.skills.red ?? [])
            : [];
    if (level === "yellow" || options.length === 1) {
      for (const skill of options) next = grantSkill(next, id, skill, level, events);
    } else if (options.length > 1) {
      next = raiseDecision(next, s.seat, SKILL_CHOICE, { survivor: id, level, skills: [...options] });
    }
  }
  return next;
}

/** Adds a skill; "+1 Action" gives its Action at once when the survivor is taking its turn (p.63). */
export function grantSkill(
  state: ZombicideState,
  id: string,
  skill: string,
  level: string,
  events: ZombicideEvent[],
): ZombicideState {
  const s = survivorById(state, id) as SurvivorState;
  events.push({ type: "SkillGained", survivor: id, skill, level, rule: LEVEL_RULE });
  const extra = skill === "plus-1-action" && state.turn.active === id ? 1 : 0;
  return replaceSurvivor(state, { ...s, skills: [...s.skills, skill], actionsLeft: s.actionsLeft + extra });
}
