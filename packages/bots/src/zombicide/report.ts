import type { MissionGoal } from "@horda/content";
import { namesFor, type ReportNames } from "./report-names.ts";
import type { ZombicideTally } from "./tally.ts";

/** Wilson score interval for a proportion (95% by default): sound near 0% and 100%, unlike the normal one. */
export function wilson(successes: number, n: number, z = 1.959964): { low: number; high: number } {
  if (n === 0) return { low: 0, high: 1 };
  const p = successes / n;
  const z2 = z * z;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / (1 + z2 / n);
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

export interface SimMeta {
  readonly mission: string;
  /** The rule profile the mission plays ("2e", "classic", "black-plague"). */
  readonly profile: string;
  readonly players: number;
  /** The survivors played, in seat order. */
  readonly team: readonly string[];
  readonly bot: string;
  readonly seed: string;
  /** What makes the mission unwinnable on its face (unreachable Objectives or exit), found before playing. */
  readonly warnings: readonly string[];
  /** The mission's goals, in its order (what `goalsReached` counts). */
  readonly goals: readonly MissionGoal[];
  /** The names of the content's survivors and zombie types; the report keeps those it counts. */
  readonly names: ReportNames;
}

/** The Mission lab's report: plain JSON, the same for the same seed, games and bot (no timings inside). */
export interface ZombicideReport extends SimMeta {
  readonly schema: "horda.sim-report/1";
  readonly games: number;
  readonly wins: number;
  readonly winRate: number;
  /** 95% Wilson interval of the win rate. */
  readonly winRateInterval: { readonly low: number; readonly high: number };
  readonly unfinished: number;
  readonly averageRounds: { readonly win: number | null; readonly loss: number | null };
  readonly rounds: readonly {
    readonly round: number;
    readonly result: "win" | "loss";
    readonly games: number;
  }[];
  readonly causes: readonly { readonly cause: string; readonly games: number; readonly share: number }[];
  readonly danger: readonly { readonly level: string; readonly games: number; readonly share: number }[];
  readonly spawned: readonly { readonly zombie: string; readonly total: number; readonly perGame: number }[];
  readonly survivors: readonly {
    readonly survivor: string;
    readonly games: number;
    readonly woundsPerGame: number;
    readonly deathRate: number;
  }[];
  readonly zones: readonly { readonly zone: string; readonly wounds: number; readonly deaths: number }[];
  /**
   * Each of the mission's goals (by index in `goals`): the games that reached it, their share, and the average
   * round it was first reached in. A goal no game reaches is where the mission (or the bot) is stuck.
   */
  readonly goalsReached: readonly {
    readonly goal: number;
    readonly games: number;
    readonly share: number;
    readonly averageRound: number | null;
  }[];
  readonly commandsPerGame: number;
}

const LEVELS = ["blue", "yellow", "orange", "red"];

function averageRound(hist: Record<string, number>): number | null {
  let games = 0;
  let sum = 0;
  for (const [r, n] of Object.entries(hist)) {
    games += n;
    sum += Number(r) * n;
  }
  return games === 0 ? null : sum / games;
}

const byKey =
  <T extends Record<string, unknown>>(key: keyof T) =>
  (a: T, b: T) =>
    String(a[key]) < String(b[key]) ? -1 : String(a[key]) > String(b[key]) ? 1 : 0;

/** Turns a tally into the report; every list is sorted so equal tallies print equal reports. */
export function zombicideReport(tally: ZombicideTally, meta: SimMeta): ZombicideReport {
  const n = Math.max(1, tally.games);
  const losses = tally.games - tally.wins;
  const rounds = [
    ...Object.entries(tally.roundsWon).map(([r, g]) => ({
      round: Number(r),
      result: "win" as const,
      games: g,
    })),
    ...Object.entries(tally.roundsLost).map(([r, g]) => ({
      round: Number(r),
      result: "loss" as const,
      games: g,
    })),
  ].sort((a, b) => a.round - b.round || a.result.localeCompare(b.result));
  const zoneIds = [...new Set([...Object.keys(tally.zoneWounds), ...Object.keys(tally.zoneDeaths)])];
  const survivorIds = [...new Set([...meta.team, ...Object.keys(tally.survivorGames)])];
  return {
    schema: "horda.sim-report/1",
    ...meta,
    names: namesFor(meta.names, survivorIds, [
      ...new Set([
        ...Object.keys(tally.spawned),
        ...meta.goals.flatMap((g) => (g.goal === "killZombies" && g.zombie ? [g.zombie] : [])),
      ]),
    ]),
    games: tally.games,
    wins: tally.wins,
    winRate: tally.wins / n,
    winRateInterval: wilson(tally.wins, tally.games),
    unfinished: tally.unfinished,
    averageRounds: { win: averageRound(tally.roundsWon), loss: averageRound(tally.roundsLost) },
    rounds,
    causes: Object.entries(tally.causes)
      .map(([cause, games]) => ({ cause, games, share: games / Math.max(1, losses) }))
      .sort((a, b) => b.games - a.games || a.cause.localeCompare(b.cause)),
    danger: LEVELS.map((level) => ({
      level,
      games: tally.danger[level] ?? 0,
      share: (tally.danger[level] ?? 0) / n,
    })),
    spawned: Object.entries(tally.spawned)
      .map(([zombie, total]) => ({ zombie, total, perGame: total / n }))
      .sort(byKey("zombie")),
    survivors: Object.keys(tally.survivorGames)
      .sort()
      .map((survivor) => {
        const games = tally.survivorGames[survivor] ?? 0;
        return {
          survivor,
          games,
          woundsPerGame: (tally.survivorWounds[survivor] ?? 0) / Math.max(1, games),
          deathRate: (tally.survivorDeaths[survivor] ?? 0) / Math.max(1, games),
        };
      }),
    zones: zoneIds
      .sort((a, b) => a.localeCompare(b, "en", { numeric: true }))
      .map((zone) => ({ zone, wounds: tally.zoneWounds[zone] ?? 0, deaths: tally.zoneDeaths[zone] ?? 0 })),
    goalsReached: meta.goals.map((_, goal) => {
      const games = tally.goalGames[goal] ?? 0;
      return {
        goal,
        games,
        share: games / n,
        averageRound: games === 0 ? null : (tally.goalRounds[goal] ?? 0) / games,
      };
    }),
    commandsPerGame: tally.commands / n,
  };
}
