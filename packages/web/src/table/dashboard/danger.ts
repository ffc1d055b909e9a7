import { survivorDanger } from "@horda/zombicide";

/** Danger levels by adrenaline: Blue from 0, Yellow from 7, Orange from 19, Red from 43. */
export const DANGER_LEVELS = [
  { level: "blue", from: 0 },
  { level: "yellow", from: 7 },
  { level: "orange", from: 19 },
  { level: "red", from: 43 },
] as const;

export type DangerLevel = (typeof DANGER_LEVELS)[number]["level"];

export function dangerLevel(adrenaline: number): DangerLevel {
  let out: DangerLevel = "blue";
  for (const d of DANGER_LEVELS) if (adrenaline >= d.from) out = d.level;
  return out;
}

/** The level a survivor is at: the engine's reading, so Red stays Red on every Ultrared lap. */
export function survivorLevel(s: {
  readonly adrenaline: number;
  readonly ultraredLaps?: number;
}): DangerLevel {
  return survivorDanger(s);
}

/** Where the bar ends: the Red threshold, or the adrenaline if beyond it. */
export const barMax = (adrenaline: number) => Math.max(43, adrenaline);
