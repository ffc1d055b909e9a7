import type { DangerLevel } from "@horda/content";
import { inPlay } from "./survivors.ts";
import type { ZombicideState } from "./types.ts";

/** Adrenaline needed for each Danger Level (§1, §9): Yellow 7, Orange 19, Red 43. */
export const DANGER_THRESHOLDS: readonly (readonly [DangerLevel, number])[] = [
  ["red", 43],
  ["orange", 19],
  ["yellow", 7],
  ["blue", 0],
];

export function dangerLevel(adrenaline: number): DangerLevel {
  for (const [level, min] of DANGER_THRESHOLDS) if (adrenaline >= min) return level;
  return "blue";
}

/** A survivor's Danger Level: Red from its first time round the bar in the Ultrared mode. */
export function survivorDanger(s: {
  readonly adrenaline: number;
  readonly ultraredLaps?: number;
}): DangerLevel {
  return (s.ultraredLaps ?? 0) > 0 ? "red" : dangerLevel(s.adrenaline);
}

const RANK: Readonly<Record<DangerLevel, number>> = { blue: 0, yellow: 1, orange: 2, red: 3 };

/**
 * Why the survivor may not use this card yet: it asks a Danger Level (`minDangerLevel`) the survivor has not
 * reached. Null: it may.
 */
export function belowCardLevel(
  card:
    | { readonly minDangerLevel?: DangerLevel | undefined; readonly names: { readonly en: string } }
    | undefined,
  s: { readonly name: string; readonly adrenaline: number; readonly ultraredLaps?: number },
): string | null {
  const min = card?.minDangerLevel;
  if (min === undefined || RANK[survivorDanger(s)] >= RANK[min]) return null;
  return `${card?.names.en} asks for Danger Level ${min}; ${s.name} is at ${survivorDanger(s)}`;
}

/** The level Zombie cards are read at: the highest any survivor still on the board has reached (§7). */
export function highestDanger(state: ZombicideState): DangerLevel {
  let best: DangerLevel = "blue";
  for (const s of state.survivors) {
    if (!inPlay(s)) continue;
    const level = survivorDanger(s);
    if (RANK[level] > RANK[best]) best = level;
  }
  return best;
}
