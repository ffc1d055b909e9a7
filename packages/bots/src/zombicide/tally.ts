import type { GameStats } from "./game-stats.ts";

/** Sums over many games; every field adds up, so tallies of game ranges merge in any order. */
export interface ZombicideTally {
  games: number;
  wins: number;
  unfinished: number;
  commands: number;
  /** Rounds played → games, for wins and for the others. */
  roundsWon: Record<string, number>;
  /** Rounds of the games lost in play (a game stopped at the round cap is only counted in `unfinished`). */
  roundsLost: Record<string, number>;
  causes: Record<string, number>;
  danger: Record<string, number>;
  spawned: Record<string, number>;
  survivorGames: Record<string, number>;
  survivorWounds: Record<string, number>;
  survivorDeaths: Record<string, number>;
  zoneWounds: Record<string, number>;
  zoneDeaths: Record<string, number>;
  /** Goal index → games that reached it, and the sum of the rounds it was reached in. */
  goalGames: Record<string, number>;
  goalRounds: Record<string, number>;
}

export function emptyZombicideTally(): ZombicideTally {
  return {
    games: 0,
    wins: 0,
    unfinished: 0,
    commands: 0,
    roundsWon: {},
    roundsLost: {},
    causes: {},
    danger: {},
    spawned: {},
    survivorGames: {},
    survivorWounds: {},
    survivorDeaths: {},
    zoneWounds: {},
    zoneDeaths: {},
    goalGames: {},
    goalRounds: {},
  };
}

function add(into: Record<string, number>, key: string, n = 1): void {
  into[key] = (into[key] ?? 0) + n;
}

function addAll(into: Record<string, number>, from: Readonly<Record<string, number>>): void {
  for (const [k, v] of Object.entries(from)) add(into, k, v);
}

/** A loss's cause without the mission prefix, so "a survivor eliminated" reads the same either way. */
export function causeLabel(cause: string): string {
  const m = /^mission [^:]+: lose condition \((.*)\)$/.exec(cause);
  return m ? (m[1] as string) : cause;
}

export function addZombicideGame(t: ZombicideTally, g: GameStats): void {
  t.games++;
  t.commands += g.commands;
  if (g.result === "win") {
    t.wins++;
    add(t.roundsWon, String(g.rounds));
  } else {
    // A game stopped at the round cap was not lost in play: it counts as not won (a cause of its own) but
    // stays out of the rounds to lose, which it would stretch to the cap.
    if (g.result === "unfinished") t.unfinished++;
    else add(t.roundsLost, String(g.rounds));
    add(t.causes, causeLabel(g.cause));
  }
  add(t.danger, g.danger);
  addAll(t.spawned, g.spawned);
  for (const [id, s] of Object.entries(g.survivors)) {
    add(t.survivorGames, id);
    add(t.survivorWounds, id, s.wounds);
    add(t.survivorDeaths, id, s.eliminated ? 1 : 0);
  }
  addAll(t.zoneWounds, g.zoneWounds);
  addAll(t.zoneDeaths, g.zoneDeaths);
  for (const [goal, round] of Object.entries(g.goals)) {
    add(t.goalGames, goal);
    add(t.goalRounds, goal, round);
  }
}

export function mergeZombicideTallies(a: ZombicideTally, b: ZombicideTally): ZombicideTally {
  const out = emptyZombicideTally();
  for (const t of [a, b]) {
    out.games += t.games;
    out.wins += t.wins;
    out.unfinished += t.unfinished;
    out.commands += t.commands;
    for (const key of [
      "roundsWon",
      "roundsLost",
      "causes",
      "danger",
      "spawned",
      "survivorGames",
      "survivorWounds",
      "survivorDeaths",
      "zoneWounds",
      "zoneDeaths",
      "goalGames",
      "goalRounds",
    ] as const)
      addAll(out[key], t[key]);
  }
  return out;
}
