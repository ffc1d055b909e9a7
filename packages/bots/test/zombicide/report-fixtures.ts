import type { MissionGoal } from "@horda/content";
import type { GameStats } from "../../src/zombicide/game-stats.ts";
import type { SimMeta } from "../../src/zombicide/report.ts";
import { NO_NAMES } from "../../src/zombicide/report-names.ts";

/** A game's stats with nothing recorded but what a test sets (result, cause, rounds, goals...). */
export function gameStats(over: Partial<GameStats> & Pick<GameStats, "result" | "cause">): GameStats {
  return {
    rounds: 5,
    commands: 90,
    survivors: {},
    danger: "blue",
    spawned: {},
    zoneWounds: {},
    zoneDeaths: {},
    goals: {},
    ...over,
  };
}

/** A report's header for a one-player survivor-bot run of mission `m1` with these goals. */
export function simMeta(goals: readonly MissionGoal[] = []): SimMeta {
  return {
    mission: "m1",
    profile: "2e",
    players: 1,
    team: [],
    bot: "survivor",
    seed: "s",
    warnings: [],
    goals,
    names: NO_NAMES,
  };
}
