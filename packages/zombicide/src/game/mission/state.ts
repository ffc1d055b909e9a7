import type { MissionFile } from "@horda/content";
import type { MissionState } from "./types.ts";

/**
 * The mission part of the first state: the file's goals, lose conditions, rules and counters. A mission that
 * does not say whether an elimination loses it plays its profile's rule (`eliminationsLose`).
 */
export function missionState(m: MissionFile, eliminationsLose: "any" | "all"): MissionState {
  return {
    id: m.id,
    names: m.names,
    goals: m.goals,
    lose: m.lose,
    rules: m.rules,
    allowEliminations: m.allowEliminations ?? eliminationsLose === "all",
    ...(m.allowCompanionEliminations ? { allowCompanionEliminations: true } : {}),
    objectiveAdrenaline: m.objectiveAdrenaline,
    counters: { ...m.counters },
    fired: [],
    kills: {},
    goalsReached: [],
    outcome: null,
  };
}

/** Rule references carried by mission events and errors. */
export const missionRef = {
  rule: (m: MissionState, id: string) => `mission ${m.id}: special rule "${id}"`,
  goal: (m: MissionState, i: number) => `mission ${m.id}: goal ${i + 1} (${m.goals[i]?.goal})`,
  lose: (m: MissionState, what: string) => `mission ${m.id}: lose condition (${what})`,
};
