import type { MissionFile } from "@horda/content";
import { playZombicide } from "./play.ts";
import { type SimContent, simConfig } from "./sim-config.ts";
import { zombicideBot } from "./survivor-bot.ts";
import { addZombicideGame, emptyZombicideTally, type ZombicideTally } from "./tally.ts";

/** A range of simulated games; game i is played with seed `${seed}:${i}`, so any split gives the same games. */
export interface ZombicideJob {
  readonly mission: MissionFile;
  readonly content: SimContent;
  readonly players: number;
  readonly survivors?: readonly string[];
  readonly bot: string;
  readonly seed: string;
  readonly from: number;
  readonly to: number;
  readonly maxRounds?: number;
}

/** What the simulator's worker threads get: the job without its range, then ranges one at a time (null: no more). */
export type WorkerJob = Omit<ZombicideJob, "from" | "to">;
export type WorkerRange = { readonly from: number; readonly to: number } | null;

/** Plays the job's games in this thread (Node worker, Web Worker or the caller) and tallies them. */
export function runZombicideGames(job: ZombicideJob, onGame?: (done: number) => void): ZombicideTally {
  const tally = emptyZombicideTally();
  const config = simConfig(job.mission, job.content, job.players, job.survivors);
  const bots = Array.from({ length: job.players }, () => zombicideBot(job.bot));
  for (let i = job.from; i < job.to; i++) {
    const { stats } = playZombicide(config, `${job.seed}:${i}`, bots, { maxRounds: job.maxRounds });
    addZombicideGame(tally, stats);
    onGame?.(i - job.from + 1);
  }
  return tally;
}
