import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import type { MissionFile } from "@horda/content";
import { missionBoard, reachabilityWarnings } from "./reachability.ts";
import { type SimMeta, type ZombicideReport, zombicideReport } from "./report.ts";
import { runZombicideGames, type ZombicideJob } from "./run-games.ts";
import { pickSurvivors, type SimContent } from "./sim-config.ts";
import { emptyZombicideTally, mergeZombicideTallies, type ZombicideTally } from "./tally.ts";

export interface ZombicideSimOptions {
  readonly mission: MissionFile;
  readonly content: SimContent;
  readonly players: number;
  readonly survivors?: readonly string[];
  readonly games: number;
  readonly bot?: string;
  readonly seed?: string;
  readonly maxRounds?: number;
  /** Worker threads; 0 plays in this thread. Default: one per core. */
  readonly workers?: number;
  readonly onProgress?: (done: number, total: number) => void;
}

function runWorker(job: ZombicideJob, progress: (games: number) => void): Promise<ZombicideTally> {
  return new Promise((resolve, reject) => {
    // As for Zurvivors: tsx's loader is registered inside the worker before its module loads.
    const entry = new URL("./worker.ts", import.meta.url).href;
    const boot = `import("tsx/esm/api").then((tsx) => { tsx.register(); return import(${JSON.stringify(entry)}); })`;
    const worker = new Worker(boot, { eval: true, workerData: job, execArgv: [] });
    worker.on("message", (msg: { type: string; games?: number; tally?: ZombicideTally }) => {
      if (msg.type === "progress") progress(msg.games ?? 0);
      else if (msg.type === "done") resolve(msg.tally as ZombicideTally);
    });
    worker.on("error", reject);
    worker.on("exit", (code) => {
      if (code !== 0) reject(new Error(`simulator worker stopped with exit code ${code}`));
    });
  });
}

/** Bot games of a mission split over worker threads; the report depends on the seed, not on the split. */
export async function simulateZombicide(
  options: ZombicideSimOptions,
): Promise<{ report: ZombicideReport; milliseconds: number }> {
  const started = performance.now();
  const seed = options.seed ?? "horda-sim";
  const bot = options.bot ?? "survivor";
  const team = pickSurvivors(options.mission, options.content, options.survivors);
  const base = {
    mission: options.mission,
    content: options.content,
    players: options.players,
    survivors: team,
    bot,
    seed,
    ...(options.maxRounds === undefined ? {} : { maxRounds: options.maxRounds }),
  };
  const workers = Math.max(0, Math.min(options.workers ?? availableParallelism(), options.games));
  let done = 0;
  const progress = (games: number) => {
    done += games;
    options.onProgress?.(done, options.games);
  };
  let tally: ZombicideTally;
  if (workers === 0) {
    tally = runZombicideGames({ ...base, from: 0, to: options.games }, () => progress(1));
  } else {
    const per = Math.ceil(options.games / workers);
    const jobs = Array.from({ length: workers }, (_, w) => ({
      ...base,
      from: w * per,
      to: Math.min(options.games, (w + 1) * per),
    })).filter((j) => j.from < j.to);
    const parts = await Promise.all(jobs.map((j) => runWorker(j, progress)));
    tally = parts.reduce(mergeZombicideTallies, emptyZombicideTally());
  }
  const warnings = reachabilityWarnings(missionBoard(options.mission, options.content), options.mission);
  const meta: SimMeta = { mission: options.mission.id, players: options.players, team, bot, seed, warnings };
  return { report: zombicideReport(tally, meta), milliseconds: performance.now() - started };
}
