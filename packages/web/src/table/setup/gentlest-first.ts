import type { MissionFile } from "@horda/content";
import { compareMissionIds } from "../../content/mission-order.ts";
import type { Playable } from "../content/playable.ts";

const RANK: Record<MissionFile["difficulty"], number> = {
  tutorial: 0,
  easy: 1,
  medium: 2,
  hard: 3,
  "very-hard": 4,
};

/** The table's own rules first within a level: another family's tutorial (Black Plague's) comes after 2E's. */
const familyRank = (p: Playable) => (p.mission && p.mission.ruleProfile !== "2e" ? 1 : 0);

/**
 * The new-game list: missions from the gentlest to the hardest, 2E's first within a level, then by id (so a
 * first visit offers the 2E tutorial; M2 before M10), then the bare maps in their own order.
 */
export function gentlestFirst(list: readonly Playable[]): Playable[] {
  const rank = (p: Playable) => (p.mission ? RANK[p.mission.difficulty] : Number.POSITIVE_INFINITY);
  return list
    .map((p, i) => ({ p, i }))
    .sort(
      (a, b) =>
        rank(a.p) - rank(b.p) ||
        familyRank(a.p) - familyRank(b.p) ||
        (a.p.mission && b.p.mission ? compareMissionIds(a.p.key, b.p.key) : a.i - b.i),
    )
    .map(({ p }) => p);
}
