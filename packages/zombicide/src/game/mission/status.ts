import type { GameStatus } from "@horda/table";
import type { ZombicideState } from "../types.ts";

/** The game's status when it plays a mission that has ended; null while it runs (or without a mission). */
export function missionStatus(state: ZombicideState): GameStatus | null {
  const o = state.mission?.outcome;
  if (!o) return null;
  return {
    kind: "finished",
    outcome: o.result,
    winners: o.result === "win" ? [...state.seats] : [],
    reason: `${o.reason.en} (${o.rule})`,
  };
}
