import { payAction } from "../../kernel/pay.ts";
import { moduleById, rulesOf } from "../../kernel/registry.ts";
import { CAR_RULES } from "../cars/rules.ts";
import { carOf } from "../cars/seats.ts";
import type { ZombicideEvent } from "../events.ts";
import { inPlay, survivorById } from "../survivors.ts";
import type { SurvivorState, ZombicideState } from "../types.ts";
import { woundSurvivor } from "../wounds.ts";
import { assignHitsDecision, friendlyFireDecision, rerollDecision } from "./decisions.ts";
import { countHits } from "./dice.ts";
import { killZombies } from "./kills.ts";
import type { CombatStep } from "./step.ts";
import { freeHits, MELEE_RULE, PRIORITY_RULE, priorityHits } from "./targets.ts";

export const FRIENDLY_FIRE_RULE =
  "core-2e §6 Friendly Fire (only missed Ranged dice hit survivors in the zone)";

/** Hits of the attack's roll: the standard dice and the red dice alike. */
export function hitsOf(c: CombatStep): number {
  return countHits(c.dice, c.accuracy, c.rollBonus) + countHits(c.redDice ?? [], c.accuracy, c.rollBonus);
}

/**
 * Dice that hit survivors in the zone (Friendly Fire): the dice that missed, red dice included, or, under a rule
 * that sends the hits to the survivors first (`survivorsHitFirst`), the hits they took.
 */
function missesOf(c: CombatStep): number {
  return c.survivorHits?.hits ?? c.dice.length + (c.redDice?.length ?? 0) - hitsOf(c);
}

/** Hits of the roll left for the zombies once the survivors took theirs. */
function zombieHitsOf(c: CombatStep): number {
  return hitsOf(c) - (c.survivorHits?.hits ?? 0);
}

/**
 * Under a rule that sends a Ranged attack's hits to the survivors in the zone first, how many they take: as
 * many as it takes to eliminate each one exposed (Health left over the weapon's Damage, rounded up).
 */
function survivorsFirst(state: ZombicideState, c: CombatStep): CombatStep {
  if (c.mode !== "ranged" || c.freeTargeting || c.survivorHits) return c;
  const answer = rulesOf(state).hooks.survivorsHitFirst({ state, step: c });
  if (!answer) return c;
  const hooks = rulesOf(state).hooks;
  const exposed = state.survivors.filter(
    (s) =>
      inPlay(s) &&
      s.zone === c.zone &&
      s.id !== c.attacker &&
      c.friendlyFire &&
      !inCarSpared(state, c, s.id) &&
      !hooks.friendlyFireImmune({ state, survivor: s }),
  );
  const needed = exposed.reduce((n, s) => n + Math.ceil((s.health - s.wounds) / Math.max(1, c.damage)), 0);
  return { ...c, survivorHits: { hits: Math.min(hitsOf(c), needed), rule: answer.rule } };
}

/** A Car Attack never hits the survivors it spares: its own occupants (`spared`), or everyone in a car (2E §5). */
function inCarSpared(state: ZombicideState, c: CombatStep, id: string): boolean {
  if (!c.car) return false;
  return c.car.spared ? c.car.spared.survivors.includes(id) : carOf(state, id) !== undefined;
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
    if (!c || next.pending.length > 0) return next;
    if (c.stage === "reroll") {
      const hits = hitsOf(c);
      // Any roll may be re-rolled, all hits included: players fish for 6s for the `afterRoll` skills (§6).
      if (c.rerolls.length > 0 && c.dice.length > 0) {
        const options = {
          survivor: c.attacker,
          dice: [...c.dice],
          ...(c.redDice ? { redDice: [...c.redDice] } : {}),
          hits,
          sources: [...c.rerolls],
        };
        return rerollDecision.raise(next, seatOf(next, c), options);
      }
      next = { ...next, combat: { ...c, stage: "bonus" } };
      continue;
    }
    // Re-rolls come before what modules do with the roll (the "Roll 6" skills, §6, §10).
    if (c.stage === "bonus") {
      next = rulesOf(next).hooks.afterRoll({ events }, next);
      next = { ...next, combat: { ...(next.combat as CombatStep), stage: "hits" } };
      continue;
    }
    if (c.stage === "ff-wounds") {
      next = dealFriendlyFire(next, events);
      if (next.pending.length > 0) return next;
      return finishCombat(next, events);
    }
    if (c.stage === "hits") {
      const first = survivorsFirst(next, c);
      if (first !== c) {
        next = { ...next, combat: first };
        continue;
      }
      const hits = zombieHitsOf(c);
      const plan = c.freeTargeting
        ? freeHits(next, c.zone, hits, c.damage)
        : priorityHits(next, c.zone, hits, c.damage);
      const rule =
        c.mode === "melee"
          ? MELEE_RULE
          : c.skill
            ? (moduleById(c.skill)?.rule ?? PRIORITY_RULE)
            : PRIORITY_RULE;
      if (plan.choice) {
        const options = {
          survivor: c.attacker,
          zone: c.zone,
          rule,
          fixed: [...plan.kills],
          hits: plan.choice.hits,
          choices: plan.choice.choices,
        };
        return assignHitsDecision.raise(next, seatOf(next, c), options);
      }
      next = applyHits(next, plan.kills, plan.lost, plan.lostWhy, rule, events);
      continue;
    }
    const ff = friendlyFireTargets(next, c, events);
    const misses = missesOf(c);
    // A rule that lets the shooter exclude survivors makes even a lone one in the zone a choice.
    const shooter = survivorById(next, c.attacker) as SurvivorState;
    const exclude =
      ff.length > 0 ? rulesOf(next).hooks.friendlyFireChoice({ state: next, shooter }) : undefined;
    if (ff.length > 1 || exclude) {
      const options = { survivor: c.attacker, zone: c.zone, misses, damage: c.damage, survivors: ff };
      return friendlyFireDecision.raise(next, seatOf(next, c), exclude ? { ...options, exclude } : options);
    }
    const only = ff[0];
    next = { ...next, combat: { ...c, stage: "ff-wounds", ffLeft: only ? { [only]: misses } : {} } };
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
  // On kill: a module may kill more (a second identical Zombie) or ask the player after the kills.
  const bonus = rulesOf(state).hooks.onKill({ state, kills, events });
  const all = bonus && bonus.extra.length > 0 ? [...kills, ...bonus.extra] : kills;
  let next = killZombies(state, c.attacker, all, c.weapon, rule, events);
  if (lost > 0) events.push({ type: "HitsLost", survivor: c.attacker, hits: lost, why: lostWhy, rule });
  next = { ...next, combat: { ...c, stage: "friendly-fire", ...(kills.length > 0 ? { killed: true } : {}) } };
  return bonus?.afterKills ? bonus.afterKills(next) : next;
}

/** Survivors the missed dice may hit: Ranged, not the shooter, not those a module spares; free targeting spares everyone. */
function friendlyFireTargets(state: ZombicideState, c: CombatStep, events: ZombicideEvent[]): string[] {
  const misses = missesOf(c);
  if (c.mode !== "ranged" || misses === 0) return [];
  const near = state.survivors.filter((s) => inPlay(s) && s.zone === c.zone && s.id !== c.attacker);
  // A Car Attack's misses spare the Survivors in this or another car (§5 Car Attack).
  const seated = near.filter((s) => inCarSpared(state, c, s.id));
  if (seated.length > 0)
    events.push({
      type: "FriendlyFireAvoided",
      shooter: c.attacker,
      survivors: seated.map((s) => s.id),
      misses,
      why: "in a car",
      rule: c.car?.spared?.rule ?? CAR_RULES.spared,
    });
  const there = near.filter((s) => !seated.includes(s));
  if (there.length === 0) return [];
  if (!c.friendlyFire) {
    events.push({
      type: "FriendlyFireAvoided",
      shooter: c.attacker,
      survivors: there.map((s) => s.id),
      misses,
      why: moduleById(c.skill ?? "")?.words?.en.why ?? "the shot lifts Friendly Fire",
      rule: moduleById(c.skill ?? "")?.rule ?? FRIENDLY_FIRE_RULE,
    });
    return [];
  }
  // Survivors a module spares (`friendlyFireImmune`), told by the reason each gives.
  const hooks = rulesOf(state).hooks;
  const spared = new Map(there.map((s) => [s.id, hooks.friendlyFireImmune({ state, survivor: s }) ?? null]));
  const reasons = new Map<string, { why: string; rule: string; ids: string[] }>();
  for (const s of there) {
    const r = spared.get(s.id);
    if (!r) continue;
    const entry = reasons.get(r.rule) ?? { why: r.why, rule: r.rule, ids: [] };
    entry.ids.push(s.id);
    reasons.set(r.rule, entry);
  }
  for (const r of reasons.values())
    events.push({
      type: "FriendlyFireAvoided",
      shooter: c.attacker,
      survivors: r.ids,
      misses,
      why: r.why,
      rule: r.rule,
    });
  return there.filter((s) => !spared.get(s.id)).map((s) => s.id);
}

/** The shooter's share of the missed dice: each deals the weapon's Damage as Wounds to its survivor (§6). */
export function applyFriendlyFire(
  state: ZombicideState,
  share: Readonly<Record<string, number>>,
  events: ZombicideEvent[],
): ZombicideState {
  const c = state.combat as CombatStep;
  return dealFriendlyFire({ ...state, combat: { ...c, stage: "ff-wounds", ffLeft: share } }, events);
}

/**
 * Deals the Friendly Fire still in `ffLeft`, one survivor at a time: `ignoresFirstWound` may spare the first
 * Wound; a survivor a `beforeWound` module asks is asked first (a pending decision: the rest waits in `ffLeft`).
 */
function dealFriendlyFire(state: ZombicideState, events: ZombicideEvent[]): ZombicideState {
  let next = state;
  for (;;) {
    const c = next.combat as CombatStep;
    const [entry, ...rest] = Object.entries(c.ffLeft ?? {}).filter(([, n]) => n > 0);
    if (!entry) return { ...next, combat: { ...c, ffLeft: {} } };
    const [id, misses] = entry;
    next = { ...next, combat: { ...c, ffLeft: Object.fromEntries(rest) } };
    const target = survivorById(next, id) as SurvivorState;
    let wounds = misses * c.damage;
    events.push({
      type: "FriendlyFire",
      shooter: c.attacker,
      target: id,
      misses,
      wounds,
      rule: c.survivorHits?.rule ?? FRIENDLY_FIRE_RULE,
    });
    const ignored = rulesOf(next).hooks.ignoresFirstWound({
      state: next,
      survivor: target,
      source: "friendly-fire",
    });
    if (ignored) {
      events.push({ type: "WoundIgnored", survivor: id, skill: ignored.skill, rule: ignored.rule });
      wounds -= 1;
    }
    const cause = {
      source: `friendly fire from ${c.attacker}`,
      rule: c.survivorHits?.rule ?? FRIENDLY_FIRE_RULE,
    };
    // Before wound: a module may ask the survivor first (a pending decision).
    const asked =
      wounds > 0
        ? rulesOf(next).hooks.beforeWound({ state: next, survivor: target, wounds, cause })
        : undefined;
    if (asked) return asked;
    next = woundSurvivor(next, id, wounds, events, cause);
  }
}

/**
 * The attack is over: the Action is spent (which may end the survivor's turn). A reaction (outside the survivor's Turn)
 * costs nothing: the work it interrupted resumes in `settle` (kernel/resume.ts).
 */
export function finishCombat(state: ZombicideState, events: ZombicideEvent[]): ZombicideState {
  const c = state.combat as CombatStep;
  // Right after the attack is resolved, before its Action is paid: modules act on the roll (All-Out's Breaks).
  const done = rulesOf(state).hooks.combatResolved({ step: c, events }, { ...state, combat: null });
  if (c.reaction) return done;
  // A module's attack may go on (a Car Attack's Fast Drive spends the Drive Action).
  const after = rulesOf(done).hooks.afterCombat({ state: done, step: c, events });
  if (after) return after;
  // A module may ask the player first (All-Out's Breaks): the Action is paid once that is answered.
  return payAction(done, c.attacker, 1, events, c.mode, c.killed === true);
}
