import type { Playable } from "../content/playable.ts";

/** The survivors a mission offers (`offeredSurvivors`); null: every survivor of the boxes in play. */
export function offeredOf(p: Playable | undefined): readonly string[] | null {
  return p?.mission?.offeredSurvivors ?? null;
}

/** The survivor choices left once a mission's offer applies (choices of survivors it does not offer go). */
export function keepOffered(
  survivors: Readonly<Record<string, number>>,
  offered: readonly string[] | null,
): Record<string, number> {
  return offered
    ? Object.fromEntries(Object.entries(survivors).filter(([id]) => offered.includes(id)))
    : { ...survivors };
}
