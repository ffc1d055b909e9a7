import type { Seat } from "@horda/table";
import type { ZState } from "@horda/zurvivors";

/** Wins add up per game to 1: a shared victory is split among the winners. */
export interface SimTally {
  games: number;
  rounds: number;
  commands: number;
  outcomes: Record<string, number>;
  seatWins: Record<Seat, number>;
  survivorWins: Record<string, number>;
  survivorGames: Record<string, number>;
}

export function emptyTally(): SimTally {
  return {
    games: 0,
    rounds: 0,
    commands: 0,
    outcomes: {},
    seatWins: {},
    survivorWins: {},
    survivorGames: {},
  };
}

export function addGame(
  t: SimTally,
  state: ZState,
  winners: readonly Seat[],
  outcome: string,
  commands: number,
): void {
  t.games++;
  t.rounds += state.round;
  t.commands += commands;
  t.outcomes[outcome] = (t.outcomes[outcome] ?? 0) + 1;
  for (const seat of state.seats) {
    const survivor = state.players[seat]!.survivor;
    t.survivorGames[survivor] = (t.survivorGames[survivor] ?? 0) + 1;
    t.seatWins[seat] = t.seatWins[seat] ?? 0;
    t.survivorWins[survivor] = t.survivorWins[survivor] ?? 0;
  }
  for (const seat of winners) {
    const share = 1 / winners.length;
    t.seatWins[seat] = (t.seatWins[seat] ?? 0) + share;
    const survivor = state.players[seat]!.survivor;
    t.survivorWins[survivor] = (t.survivorWins[survivor] ?? 0) + share;
  }
}

export function mergeTallies(a: SimTally, b: SimTally): SimTally {
  const sum = (x: Record<string, number>, y: Record<string, number>) => {
    const out = { ...x };
    for (const [k, v] of Object.entries(y)) out[k] = (out[k] ?? 0) + v;
    return out;
  };
  return {
    games: a.games + b.games,
    rounds: a.rounds + b.rounds,
    commands: a.commands + b.commands,
    outcomes: sum(a.outcomes, b.outcomes),
    seatWins: sum(a.seatWins, b.seatWins),
    survivorWins: sum(a.survivorWins, b.survivorWins),
    survivorGames: sum(a.survivorGames, b.survivorGames),
  };
}
