import type { DangerLevel } from "@horda/content";
import { rulesOf } from "../kernel/registry.ts";
import { DANGER_THRESHOLDS } from "./danger.ts";
import { skillChoiceDecision } from "./decisions.ts";
import type { ZombicideEvent } from "./events.ts";
import { effectsOfAll, moreActions } from "./skills/effects.ts";
import { replaceSurvivor, survivorById } from "./survivors.ts";
import type { SurvivorState, ZombicideState } from "./types.ts";

export const LEVEL_RULE = "core-2e §1 Danger levels (Yellow 7, Orange 19, Red 43; skills act at once)";
export const SKILL_CHOICE = "skillChoice";

/** Danger Levels whose threshold lies in (from, to], lowest first. */
export function levelsCrossed(from: number, to: number): DangerLevel[] {
  return DANGER_THRESHOLDS.filter(([, min]) => min > from && min <= to)
    .map(([level]) => level)
    .reverse();
}

/** The skills the survivor's ID card gives at a level (Yellow without a card: the profile's). */
export function levelSkills(state: ZombicideState, s: SurvivorState, level: DangerLevel): readonly string[] {
  const card = s.card ? state.survivorCatalog.survivors[s.card] : undefined;
  if (level === "yellow") return card?.skills.yellow ?? rulesOf(state).profile.base.yellowSkills;
  if (level !== "orange" && level !== "red") return [];
  const known = card?.skills[level] ?? [];
  // A card whose printed slots were not entered (emptySlots, Rio Z Janeiro): the player says which skill it
  // prints, among the card's known ones and every skill of the game's master list.
  if (!card?.emptySlots?.[level]) return known;
  return [...new Set([...known, ...(state.survivorCatalog.skillList ?? [])])];
}

/** Yellow's skill, or a single option, is given at once; several options are a `skillChoice` decision. */
export function offerSkills(
  state: ZombicideState,
  id: string,
  level: DangerLevel,
  options: readonly string[],
  events: ZombicideEvent[],
): ZombicideState {
  let next = state;
  if (level === "yellow" || options.length === 1) {
    for (const skill of options) next = grantSkill(next, id, skill, level, events);
  } else if (options.length > 1) {
    const s = survivorById(next, id) as SurvivorState;
    next = skillChoiceDecision.raise(next, s.seat, { survivor: id, level, skills: [...options] });
  }
  return next;
}

/** Adds a skill; a skill giving `moreActions` gives its Action at once when the survivor is taking its turn (p.63). */
export function grantSkill(
  state: ZombicideState,
  id: string,
  skill: string,
  level: string,
  events: ZombicideEvent[],
): ZombicideState {
  const s = survivorById(state, id) as SurvivorState;
  events.push({ type: "SkillGained", survivor: id, skill, level, rule: LEVEL_RULE });
  // A skill giving more Actions gives them in the Turn it is gained in.
  const extra = state.turn.active === id ? moreActions(effectsOfAll([skill])) : 0;
  return replaceSurvivor(state, { ...s, skills: [...s.skills, skill], actionsLeft: s.actionsLeft + extra });
}
