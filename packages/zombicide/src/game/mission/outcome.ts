import type { ZombicideEvent } from "../events.ts";
import { dropUnfinishedWork } from "../game-over.ts";
import type { ZombicideState } from "../types.ts";
import type { MissionState, MissionText } from "./types.ts";

/** The mission ends now, won or lost: the game is over and the zombie work left is dropped. */
export function endMission(
  state: ZombicideState,
  result: "win" | "loss",
  reason: MissionText,
  rule: string,
  events: ZombicideEvent[],
): ZombicideState {
  const m = state.mission as MissionState;
  if (m.outcome !== null) return state;
  events.push(
    result === "win"
      ? { type: "GameWon", reason: reason.en, text: reason, rule }
      : { type: "GameLost", reason: reason.en, rule },
  );
  return {
    ...dropUnfinishedWork(state),
    mission: { ...m, outcome: { result, reason, rule } },
    combat: null,
    turn: { ...state.turn, phase: "over", active: null },
  };
}
