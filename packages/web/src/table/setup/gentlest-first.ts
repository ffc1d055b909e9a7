import type { MissionFile } from "@horda/content";
import type { Playable } from "../content/playable.ts";

const RANK: Record<MissionFile["difficulty"], number> = {
  tutorial: 0,
  easy: 1,
  medium: 2,
  hard: 3,
  "very-hard": 4,
};

/**
 * The new-game list: missions from the gentlest to the hardest, by id within a level (so a first visit offers
 * the tutorial), then the bare maps in their own order.
 */
export function gentlestFirst(list: readonly Playable[]): Playable[] {
  const rank = (p: Playable) => (p.mission ? RANK[p.mission.difficulty] : Number.POSITIVE_INFINITY);
  return list
    .map((p, i) => ({ p, i }))
    .sort(
      (a, b) =>
        rank(a.p) - rank(b.p) || (a.p.mission && b.p.mission ? a.p.key.localeCompare(b.p.key) : a.i - b.i),
    )
    .map(({ p }) => p);
}
