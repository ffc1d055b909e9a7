import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import { type BotKind, type GameRange, runGames } from "./run-games.ts";
import { emptyTally, mergeTallies, type SimTally } from "./tally.ts";

export interface SimOptions {
  readonly players: number;
  readonly games: number;
  readonly seed?: string;
  readonly bot?: BotKind;
  /** Worker threads; 0 plays in this thread. Default: one per core. */
  readonly workers?: number;
  /** Called as games finish (done so far, total). */
  readonly onProgress?: (done: number, total: number) => void;
}

export interface SimReport {
  readonly players: number;
  readonly games: number;
  readonly bot: BotKind;
  /** Share of wins per seat; p1 always starts round 1, so this is also by turn order. */
  readonly winRateBySeat: Record<string, number>;
  /** Wins / games played, per survivor card. */
  readonly winRateBySurvivor: Record<string, number>;
  readonly outcomes: Record<string, number>;
  readonly averageRounds: number;
  readonly averageCommands: number;
  readonly milliseconds: number;
  readonly tally: SimTally;
}

export function report(tally: SimTally, players: number, bot: BotKind, milliseconds: number): SimReport {
  const bySeat: Record<string, number> = {};
  for (const [seat, wins] of Object.entries(tally.seatWins)) bySeat[seat] = wins / tally.games;
  const bySurvivor: Record<string, number> = {};
  for (const [survivor, wins] of Object.entries(tally.survivorWins)) {
    bySurvivor[survivor] = wins / (tally.survivorGames[survivor] ?? 1);
  }
  return {
    players,
    games: tally.games,
    bot,
    winRateBySeat: bySeat,
    winRateBySurvivor: bySurvivor,
    outcomes: tally.outcomes,
    averageRounds: tally.rounds / Math.max(1, tally.games),
    averageCommands: tally.commands / Math.max(1, tally.games),
    milliseconds,
    tally,
  };
}

function runWorker(range: GameRange, progress: (games: number) => void): Promise<SimTally> {
  return new Promise((resolve, reject) => {
    // Workers run the TypeScript sources through tsx's loader, registered before the worker module loads
    // (Node 20 ignores a loader given in a worker's execArgv).
    const entry = new URL("./worker.ts", import.meta.url).href;
    const boot = `import("tsx/esm/api").then((tsx) => { tsx.register(); return import(${JSON.stringify(entry)}); })`;
    const worker = new Worker(boot, { eval: true, workerData: range, execArgv: [] });
    worker.on("message", (msg: { type: string; games?: number; tally?: SimTally }) => {
      if (msg.type === "progress") progress(msg.games ?? 0);
      else if (msg.type === "done") resolve(msg.tally!);
    });
    worker.on("error", reject);
    worker.on("exit", (code) => {
      if (code !== 0) reject(new Error(`simulator worker stopped with exit code ${code}`));
    });
  });
}

/** Plays many bot games of Zurvivors, split over worker threads, and reports win rates. */
export async function simulateZurvivors(options: SimOptions): Promise<SimReport> {
  const started = performance.now();
  const seed = options.seed ?? "horda-sim";
  const bot = options.bot ?? "heuristic";
  const workers = Math.max(0, Math.min(options.workers ?? availableParallelism(), options.games));
  let done = 0;
  const progress = (games: number) => {
    done += games;
    options.onProgress?.(done, options.games);
  };
  let tally: SimTally;
  if (workers === 0) {
    tally = runGames({ players: options.players, seed, bot, from: 0, to: options.games }, () => progress(1));
  } else {
    const per = Math.ceil(options.games / workers);
    const ranges = Array.from({ length: workers }, (_, w) => ({
      players: options.players,
      seed,
      bot,
      from: w * per,
      to: Math.min(options.games, (w + 1) * per),
    })).filter((r) => r.from < r.to);
    const parts = await Promise.all(ranges.map((r) => runWorker(r, progress)));
    tally = parts.reduce(mergeTallies, emptyTally());
  }
  return report(tally, options.players, bot, performance.now() - started);
}
