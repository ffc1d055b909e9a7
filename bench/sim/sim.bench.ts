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
// sim.thread_scaling: how many times one thread's rate the simulator gets from every core: the same
// HORDA_SIM_BENCH_SCALING_GAMES (2,000) First Night games played on one worker, then on all, two such pairs
// (sim.one_thread_games_per_s is the one worker's mean). Two cores that are really two give about 2; this
// machine's two vCPUs gave 1.1-1.3 (docs/bots.md, Session 26).
// sim.bot_ms_per_decision: the bot's own thinking per command, one thread, once warmed up. It runs in this
// thread, through tsx, whose keepNames makes the bot's code slower than in the bundled workers (docs/bots.md).
const GAMES = countFromEnv("HORDA_SIM_BENCH_GAMES", 10_000);
const RUNS = countFromEnv("HORDA_SIM_BENCH_RUNS", 3);
const SCALING_GAMES = countFromEnv("HORDA_SIM_BENCH_SCALING_GAMES", 2_000);

/** The rate of one run of `games` survivor-bot games of `mission` on `workers` worker threads. */
async function oneRun(
  mission: MissionFile,
  simContent: SimContent,
  games: number,
  seed: string,
  workers: number,
) {
  const { report: r, milliseconds } = await simulateZombicide({
    mission,
    content: simContent,
    players: 2,
    games,
    seed,
    workers,
  });
  return (r.games / milliseconds) * 1000;
}

/** The median rate of RUNS runs of GAMES survivor-bot games of `mission` on every core. */
async function gamesPerSecond(mission: MissionFile, simContent: SimContent): Promise<number> {
  const rates: number[] = [];
  for (let run = 0; run < RUNS; run++)
    rates.push(await oneRun(mission, simContent, GAMES, `bench-${run}`, availableParallelism()));
  rates.sort((a, b) => a - b);
  return rates[Math.floor(rates.length / 2)] as number;
}

const mission = coreMission("first-night");
const gamesPerS = await gamesPerSecond(mission, content);
report("sim.games_per_s", gamesPerS, "games/s");
report("sim.seconds_per_10000_games", 10_000 / gamesPerS, "s");

// The target names a 6-tile core mission: Six Blocks (core tiles 1R, 3V, 2R, 6V, 7R and 9V, the 2E
// core rules); First Night has 2 tiles.
const sixTiles = coreMission("six-blocks");
const sixRate = await gamesPerSecond(sixTiles, content);
report("sim.six_tile_games_per_s", sixRate, "games/s");
report("sim.six_tile_seconds_per_10000_games", 10_000 / sixRate, "s");

// One worker and every core in turn, twice: this machine's speed moves from minute to minute, and pairs that
// alternate see the same minutes.
let single = 0;
let every = 0;
for (let pair = 0; pair < 2; pair++) {
  single += await oneRun(mission, content, SCALING_GAMES, `bench-scaling-${pair}`, 1);
  every += await oneRun(mission, content, SCALING_GAMES, `bench-scaling-${pair}`, availableParallelism());
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
