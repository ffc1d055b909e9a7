import { availableParallelism } from "node:os";
import { playZombicide, simConfig, survivorBot } from "../../packages/bots/src/zombicide/index.ts";
import { simulateZombicide } from "../../packages/bots/src/zombicide/node.ts";
import type { SimContent } from "../../packages/bots/src/zombicide/sim-config.ts";
import type { ZombicideBot } from "../../packages/bots/src/zombicide/survivor-bot.ts";
import { content, coreMission } from "../../packages/bots/test/zombicide/content.ts";
import type { MissionFile } from "../../packages/content/src/index.ts";
import { countFromEnv } from "../knobs.ts";
import { report } from "../median.ts";

// sim.games_per_s: survivor-bot games of First Night (6 survivors, 2 seats) on every core through the
// simulator's worker threads, the median of HORDA_SIM_BENCH_RUNS runs (3). Each run plays the whole
// 10,000 games (HORDA_SIM_BENCH_GAMES): a worker's first few hundred games cost about twice a warm game while
// V8 compiles the engine on the same two cores, so a shorter run understates what 10,000 games take.
// sim.seconds_per_10000_games is measured, not extrapolated, when the runs play 10,000 games.
// sim.six_tile_games_per_s: the same on Six Blocks, the 6-tile core mission (about three minutes a run).
// sim.six_tile_warm_games_per_s: the rate of those runs over their last half only, once both workers have
// compiled the engine (a worker reaches its full speed after about 500 games): what the engine and the bot
// cost, apart from the warm-up that the whole run also pays.
// sim.thread_scaling: how many times one thread's rate the simulator gets from every core, both warmed up: the
// rate over the second half of HORDA_SIM_BENCH_SCALING_GAMES (2,000) First Night games per worker, played on
// one worker, then on all, two such pairs (sim.one_thread_games_per_s is the one worker's mean). Two cores that
// are really two give close to 2. Until session 30 this compared whole runs of 2,000 games, mostly warm-up,
// and read 1.1-1.3 (docs/bots.md, Session 30).
// sim.bot_ms_per_decision: the bot's own thinking per command, one thread, once warmed up. It runs in this
// thread, through tsx, whose keepNames makes the bot's code slower than in the bundled workers (docs/bots.md).
const GAMES = countFromEnv("HORDA_SIM_BENCH_GAMES", 10_000);
const RUNS = countFromEnv("HORDA_SIM_BENCH_RUNS", 3);
const SCALING_GAMES = countFromEnv("HORDA_SIM_BENCH_SCALING_GAMES", 2_000);

/**
 * One run of `games` survivor-bot games of `mission` on `workers` worker threads: its rate over the whole run,
 * and over its last half (the games played once every worker is warm).
 */
async function oneRun(
  mission: MissionFile,
  simContent: SimContent,
  games: number,
  seed: string,
  workers: number,
): Promise<{ whole: number; warm: number }> {
  const half = Math.floor(games / 2);
  let halfway = 0;
  let doneHalfway = 0;
  const started = performance.now();
  const { report: r, milliseconds } = await simulateZombicide({
    mission,
    content: simContent,
    players: 2,
    games,
    seed,
    workers,
    onProgress: (done) => {
      if (halfway > 0 || done < half) return;
      halfway = performance.now() - started;
      doneHalfway = done;
    },
  });
  const whole = (r.games / milliseconds) * 1000;
  // A run too short to report progress before its end has no second half to time.
  if (doneHalfway >= r.games || halfway === 0) return { whole, warm: whole };
  return { whole, warm: ((r.games - doneHalfway) / (milliseconds - halfway)) * 1000 };
}

const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;

/** The median rates (whole runs, last halves) of RUNS runs of GAMES survivor-bot games of `mission` on every core. */
async function gamesPerSecond(
  mission: MissionFile,
  simContent: SimContent,
): Promise<{ whole: number; warm: number }> {
  const runs: { whole: number; warm: number }[] = [];
  for (let run = 0; run < RUNS; run++)
    runs.push(await oneRun(mission, simContent, GAMES, `bench-${run}`, availableParallelism()));
  return { whole: median(runs.map((r) => r.whole)), warm: median(runs.map((r) => r.warm)) };
}

const mission = coreMission("first-night");
const gamesPerS = (await gamesPerSecond(mission, content)).whole;
report("sim.games_per_s", gamesPerS, "games/s");
report("sim.seconds_per_10000_games", 10_000 / gamesPerS, "s");

// The target names a 6-tile core mission: Six Blocks (core tiles 1R, 3V, 2R, 6V, 7R and 9V, the 2E
// core rules); First Night has 2 tiles.
const sixTiles = coreMission("six-blocks");
const sixRate = await gamesPerSecond(sixTiles, content);
report("sim.six_tile_games_per_s", sixRate.whole, "games/s");
report("sim.six_tile_seconds_per_10000_games", 10_000 / sixRate.whole, "s");
report("sim.six_tile_warm_games_per_s", sixRate.warm, "games/s");

// One worker and every core in turn, twice: this machine's speed moves from minute to minute, and pairs that
// alternate see the same minutes. Each worker plays SCALING_GAMES, so each is as warm in both runs.
let single = 0;
let every = 0;
const cores = availableParallelism();
for (let pair = 0; pair < 2; pair++) {
  single += (await oneRun(mission, content, SCALING_GAMES, `bench-scaling-${pair}`, 1)).warm;
  every += (await oneRun(mission, content, SCALING_GAMES * cores, `bench-scaling-${pair}`, cores)).warm;
}
report("sim.one_thread_games_per_s", single / 2, "games/s");
report("sim.thread_scaling", every / single, "x");

// Time spent inside the bot, per decision, after 15 games that warm up the JIT (a worker plays thousands).
const inner = survivorBot();
let decisions = 0;
let thinking = 0;
const timed: ZombicideBot = {
  name: inner.name,
  choose(seen, seat, legal, rng) {
    const t0 = performance.now();
    const c = inner.choose(seen, seat, legal, rng);
    thinking += performance.now() - t0;
    decisions++;
    return c;
  },
};
const config = simConfig(mission, content, 2);
for (let g = 0; g < 15; g++) playZombicide(config, `bench-warm-${g}`, [timed]);
const perGame: number[] = [];
for (let g = 0; g < 25; g++) {
  const [d0, t0] = [decisions, thinking];
  playZombicide(config, `bench-bot-${g}`, [timed]);
  if (decisions > d0) perGame.push((thinking - t0) / (decisions - d0));
}
perGame.sort((a, b) => a - b);
report("sim.bot_ms_per_decision", perGame[Math.floor(perGame.length / 2)] as number, "ms");
report("sim.cores", availableParallelism(), "cores");
