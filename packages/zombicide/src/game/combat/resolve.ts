import type { Json } from "@horda/table";
import { continueDrive } from "../cars/drive.ts";
import { CAR_RULES } from "../cars/rules.ts";
import { carOf } from "../cars/seats.ts";
import type { ZombicideEvent } from "../events.ts";
import { inPlay, survivorById } from "../survivors.ts";
import { spend } from "../turns.ts";
import type { SurvivorState, ZombicideState } from "../types.ts";
import { woundSurvivor } from "../wounds.ts";
import { raiseDecision } from "../zombies/decisions.ts";
import { countHits } from "./dice.ts";
import { killZombies } from "./kills.ts";
import type { CombatStep } from "./step.ts";
import { freeHits, MELEE_RULE, PRIORITY_RULE, priorityHits, SNIPER_RULE } from "./targets.ts";

export const REROLL = "reroll";
export const ASSIGN_HITS = "assignHits";
export const ASSIGN_FRIENDLY_FIRE = "assignFriendlyFire";
export const FRIENDLY_FIRE_RULE =
  "core-2e §6 Friendly Fire (only missed Ranged dice hit survivors in the zone)";
const LOW_PROFILE_RULE = "core-2e §10 Low profile (cannot be hit by Friendly Fire)";
const POINT_BLANK_RULE =
  "core-2e §10 Point-blank (Range 0 whatever the minimum; free targets, no Friendly Fire)";
export const STEADY_HAND_RULE =
  "core-2e §10 Steady hand (the shooter may exclude survivors from Friendly Fire)";
const TOUGH_RULE = "core-2e §10 Tough (ignores the first Wound of each Friendly Fire)";

export function hitsOf(c: CombatStep): number {
  return countHits(c.dice, c.accuracy, c.rollBonus);
}

function seatOf(state: ZombicideState, c: CombatStep): string {
  return (survivorById(state, c.attacker) as SurvivorState).seat;
}

/**
 * Carries the attack in `state.combat` forward: re-roll offer, hits, Friendly Fire, then the Action is spent.
 * Stops at the first choice the player must make (a pending decision); its answer calls this again.
 */
export function advanceCombat(state: ZombicideState, events: ZombicideEvent[]): ZombicideState {
  let next = state;
  for (;;) {
    const c = next.combat;
    if (!c) return next;
    if (c.stage === "reroll") {
      const hits = hitsOf(c);
      if (c.rerolls.length > 0 && hits < c.dice.length) {
        const options = { survivor: c.attacker, dice: [...c.dice], hits, sources: [...c.rerolls] };
        return raiseDecision(next, seatOf(next, c), REROLL, options);
      }
      next = { ...next, combat: { ...c, stage: "hits" } };
      continue;
    }
    if (c.stage === "hits") {
      const hits = hitsOf(c);
      const plan = c.freeTargeting
        ? freeHits(next, c.zone, hits, c.damage)
        : priorityHits(next, c.zone, hits, c.damage);
      const rule =
        c.mode === "melee"
          ? MELEE_RULE
          : c.skill === "point-blank"
            ? POINT_BLANK_RULE
            : c.skill === "sniper"
              ? SNIPER_RULE
              : PRIORITY_RULE;
      if (plan.choice) {
        const options = {
          survivor: c.attacker,
          zone: c.zone,
          rule,
          fixed: [...plan.kills],
          hits: plan.choice.hits,
          choices: plan.choice.choices,
        } as unknown as Json;
        return raiseDecision(next, seatOf(next, c), ASSIGN_HITS, options);
      }
      next = applyHits(next, plan.kills, plan.lost, plan.lostWhy, rule, events);
      continue;
    }
    const ff = friendlyFireTargets(next, c, events);
    const misses = c.dice.length - hitsOf(c);
    // Steady hand lets the shooter exclude survivors, so even a lone one in the zone makes it a choice.
    const steady =
      ff.length > 0 && (survivorById(next, c.attacker) as SurvivorState).skills.includes("steady-hand");
    if (ff.length > 1 || steady) {
      const options = { survivor: c.attacker, zone: c.zone, misses, damage: c.damage, survivors: ff, steady };
      return raiseDecision(next, seatOf(next, c), ASSIGN_FRIENDLY_FIRE, options);
    }
    const only = ff[0];
    return finishCombat(only ? applyFriendlyFire(next, { [only]: misses }, events) : next, events);
  }
}

/** Kills the zombies the hits went to and moves on to Friendly Fire. */
export function applyHits(
  state: ZombicideState,
  kills: readonly string[],
  lost: number,
  lostWhy: string,
  rule: string,
  events: ZombicideEvent[],
): ZombicideState {
  const c = state.combat as CombatStep;
  let next = killZombies(state, c.attacker, kills, c.weapon, rule, events);
  if (lost > 0) events.push({ type: "HitsLost", survivor: c.attacker, hits: lost, why: lostWhy, rule });
  next = { ...next, combat: { ...c, stage: "friendly-fire" } };
  return next;
}

/** Survivors the missed dice may hit: Ranged, not the shooter, not Low profile; Sniper spares everyone. */
function friendlyFireTargets(state: ZombicideState, c: CombatStep, events: ZombicideEvent[]): string[] {
  const misses = c.dice.length - hitsOf(c);
  if (c.mode !== "ranged" || misses === 0) return [];
  const near = state.survivors.filter((s) => inPlay(s) && s.zone === c.zone && s.id !== c.attacker);
  // A Car Attack's misses spare the Survivors in this or another car (§5 Car Attack).
  const seated = c.car ? near.filter((s) => carOf(state, s.id)) : [];
  if (seated.length > 0)
    events.push({
      type: "FriendlyFireAvoided",
      shooter: c.attacker,
      survivors: seated.map((s) => s.id),
      misses,
      why: "in a car",
      rule: CAR_RULES.spared,
    });
  const there = near.filter((s) => !seated.includes(s));
  if (there.length === 0) return [];
  if (!c.friendlyFire) {
    events.push({
      type: "FriendlyFireAvoided",
      shooter: c.attacker,
      survivors: there.map((s) => s.id),
      misses,
      why: c.skill === "point-blank" ? "Point-blank at Range 0" : "the shooter has Sniper",
      rule: c.skill === "point-blank" ? POINT_BLANK_RULE : SNIPER_RULE,
    });
    return [];
  }
  const low = there.filter((s) => s.skills.includes("low-profile"));
  if (low.length > 0)
    events.push({
      type: "FriendlyFireAvoided",
      shooter: c.attacker,
      survivors: low.map((s) => s.id),
      misses,
      why: "Low profile",
      rule: LOW_PROFILE_RULE,
    });
  return there.filter((s) => !s.skills.includes("low-profile")).map((s) => s.id);
}

/** Each missed die deals the weapon's Damage as Wounds to the survivor it is given to (§6). */
export function applyFriendlyFire(
  state: ZombicideState,
  share: Readonly<Record<string, number>>,
  events: ZombicideEvent[],
): ZombicideState {
  const c = state.combat as CombatStep;
  let next = state;
  for (const [id, misses] of Object.entries(share)) {
    if (misses <= 0) continue;
    const target = survivorById(next, id) as SurvivorState;
    let wounds = misses * c.damage;
    events.push({
      type: "FriendlyFire",
      shooter: c.attacker,
      target: id,
      misses,
      wounds,
      rule: FRIENDLY_FIRE_RULE,
    });
    if (target.skills.includes("tough")) {
      events.push({ type: "WoundIgnored", survivor: id, skill: "tough", rule: TOUGH_RULE });
      wounds -= 1;
    }
    next = woundSurvivor(next, id, wounds, events, {
      source: `friendly fire from ${c.attacker}`,
      rule: FRIENDLY_FIRE_RULE,
    });
  }
  return next;
}

/** The attack is over: the Action is spent (which may end the survivor's turn). */
export function finishCombat(state: ZombicideState, events: ZombicideEvent[]): ZombicideState {
  const c = state.combat as CombatStep;
  // A Car Attack goes on with the rest of the Fast Drive, which spends the Drive Action.
  if (c.car) return continueDrive({ ...state, combat: null }, c.car.id, c.attacker, c.car.rest, events);
  return spend({ ...state, combat: null }, c.attacker, 1, events);
}
