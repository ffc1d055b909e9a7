import type { MissionFile } from "@horda/content";
import { rulesOf } from "../../kernel/registry.ts";
import type { ZombicideEvent } from "../events.ts";
import type { ZombicideState } from "../types.ts";
import { applyEffect } from "./effects.ts";
import { goalMet, lostBy, nobodyLeft } from "./goals.ts";
import { endMission } from "./outcome.ts";
import { missionRef, missionState } from "./state.ts";
import { type Happening, happeningsOf, matches } from "./triggers.ts";
import type { MissionState } from "./types.ts";

/** Special rules firing each other (a counter rule adding to a counter...) stop after this many per command. */
const MAX_FIRINGS = 200;

/**
 * The mission hook: after every applied command (definition.ts), reads its events as mission happenings,
 * fires the matching special rules, then checks the lose conditions and the goals. Round starts and ends come
 * from the zombie side's PhaseChanged events, so rules fire wherever the zombie and end phases ran.
 */
export function runMission(
  state: ZombicideState,
  events: readonly ZombicideEvent[],
): { readonly state: ZombicideState; readonly events: ZombicideEvent[] } {
  const out = [...events];
  const m0 = state.mission;
  if (!m0 || m0.outcome !== null) return { state, events: out };
  const counted = countKills(m0, events);
  // A command that changes nothing of the mission gives the same state back (definition.ts then settles no more).
  let s: ZombicideState = counted === m0 ? state : { ...state, mission: counted };
  const queue: Happening[] = [];
  for (const e of events) for (const h of happeningsOf(s, e)) queue.push(h);
  let firings = 0;
  while (queue.length > 0 && firings < MAX_FIRINGS) {
    const h = queue.shift() as Happening;
    for (const r of (s.mission as MissionState).rules) {
      const m = s.mission as MissionState;
      if (m.outcome !== null) return { state: s, events: out };
      if ((!r.repeat && m.fired.includes(r.id)) || !matches(s, r.on, h)) continue;
      firings++;
      out.push({ type: "MissionRuleFired", ruleId: r.id, on: h.event, rule: missionRef.rule(m, r.id) });
      s = { ...s, mission: { ...m, fired: m.fired.includes(r.id) ? m.fired : [...m.fired, r.id] } };
      for (const effect of r.do) {
        s = applyEffect(s, r.id, effect, h, out, (f) => queue.push(f));
        if ((s.mission as MissionState).outcome !== null) return { state: s, events: out };
      }
    }
  }
  return { state: checkEnd(s, out), events: out };
}

function countKills(m: MissionState, events: readonly ZombicideEvent[]): MissionState {
  let kills: Record<string, number> | null = null;
  for (const e of events) {
    if (e.type !== "ZombieKilled") continue;
    kills ??= { ...m.kills };
    kills[e.zombieType] = (kills[e.zombieType] ?? 0) + 1;
  }
  return kills === null ? m : { ...m, kills };
}

/**
 * Goals reached are announced once; a loss is checked before the win (a command that meets the last goal and
 * loses a survivor in the same zombie phase is lost), then the win when every goal is met.
 */
function checkEnd(state: ZombicideState, events: ZombicideEvent[]): ZombicideState {
  let m = state.mission as MissionState;
  // Each goal is read once: recording the goals reached changes nothing a goal reads.
  const met = m.goals.map((g) => goalMet(state, m, g));
  const allMet = met.every(Boolean);
  const reached: number[] = [];
  for (let i = 0; i < met.length; i++) if (met[i] && !m.goalsReached.includes(i)) reached.push(i);
  for (const i of reached) {
    const goal = m.goals[i];
    const text = goal?.goal === "counter" ? goal.text : undefined;
    events.push({
      type: "GoalReached",
      goal: i,
      kind: goal?.goal ?? "",
      ...(text ? { text } : {}),
      rule: missionRef.goal(m, i),
    });
  }
  if (reached.length > 0) m = { ...m, goalsReached: [...m.goalsReached, ...reached] };
  let s: ZombicideState = m === state.mission ? state : { ...state, mission: m };
  const lost = lostBy(s, m) ?? (allMet ? null : nobodyLeft(s));
  if (lost) {
    // The zombie side already announced a loss by elimination (GameLost) and ended the game.
    if (s.turn.phase === "over")
      return { ...s, mission: { ...m, outcome: { result: "loss", reason: lost.reason, rule: lost.what } } };
    return endMission(s, "loss", lost.reason, missionRef.lose(m, lost.what), events);
  }
  if (allMet) {
    s = endMission(
      s,
      "win",
      { en: "Every goal of the mission is met", "pt-BR": "Todos os objetivos da missão foram cumpridos" },
      `mission ${m.id}: all goals met`,
      events,
    );
  }
  return s;
}

/** The mission part of setup: the state, with the rules of round 1's start already fired (their events are not kept). */
export function startMission(state: ZombicideState, mission: MissionFile): ZombicideState {
  const eliminationsLose = rulesOf(state).profile.base.eliminationsLose;
  const withMission: ZombicideState = { ...state, mission: missionState(mission, eliminationsLose) };
  return runMission(withMission, [{ type: "PhaseChanged", round: 1, phase: "players" }]).state;
}
