import type { ZombicideReport } from "./report.ts";

/**
 * The axis ranges two reports shown side by side share (the Mission lab's comparison), so a bar as tall in both
 * columns is the same number: the rounds games ended in and the most games ending in one round, the most games
 * of one cause of loss or one Danger Level, the most Wounds per game of a survivor, the most zombies per game
 * of one type, and the most Wounds taken in one zone (the heat map's darkest red).
 */
export interface ChartScales {
  readonly rounds: { readonly first: number; readonly last: number; readonly games: number };
  readonly causeGames: number;
  readonly dangerGames: number;
  readonly woundsPerGame: number;
  readonly spawnedPerGame: number;
  readonly zoneWounds: number;
}

const most = (xs: readonly number[]) => xs.reduce((m, x) => Math.max(m, x), 0);

/** The ranges that hold every report's numbers; null when no report has a game yet. */
export function sharedScales(reports: readonly ZombicideReport[]): ChartScales | null {
  const played = reports.filter((r) => r.rounds.length > 0);
  if (played.length === 0) return null;
  const rounds = played.flatMap((r) => r.rounds.map((x) => x.round));
  const perRound = played.flatMap((r) => {
    const games = new Map<number, number>();
    for (const x of r.rounds) games.set(x.round, (games.get(x.round) ?? 0) + x.games);
    return [...games.values()];
  });
  return {
    rounds: { first: Math.min(...rounds), last: Math.max(...rounds), games: most(perRound) },
    causeGames: most(played.flatMap((r) => r.causes.map((c) => c.games))),
    dangerGames: most(played.flatMap((r) => r.danger.map((d) => d.games))),
    woundsPerGame: most(played.flatMap((r) => r.survivors.map((s) => s.woundsPerGame))),
    spawnedPerGame: most(played.flatMap((r) => r.spawned.map((z) => z.perGame))),
    zoneWounds: most(played.flatMap((r) => r.zones.map((z) => z.wounds))),
  };
}

/** A quantitative scale from 0 to `max`, rounded up to a tidy tick (left to Vega when `max` is unknown or 0). */
export function upTo(max: number | undefined): {
  readonly scale?: { readonly domain: readonly number[]; readonly nice: true };
} {
  return max !== undefined && max > 0 ? { scale: { domain: [0, max], nice: true } } : {};
}
