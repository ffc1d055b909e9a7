import { mkdtempSync, rmSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import type { MissionFile } from "@horda/content";
import { missionBoard, reachabilityWarnings } from "./reachability.ts";
import { type SimMeta, type ZombicideReport, zombicideReport } from "./report.ts";
import { contentNames } from "./report-names.ts";
import { runZombicideGames, type WorkerJob, type WorkerRange } from "./run-games.ts";
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

let bundled: Promise<string | null> | null = null;

/**
 * The worker bundle's own `import.meta.url`, spelled apart: when this file is itself bundled (the `horda` command,
 * scripts/node-bundle.mjs), each source's `import.meta.url` is pinned to that source's path, and this one must
 * stay the worker's.
 */
const WORKER_OWN_URL = ["import", "meta", "url"].join(".");

/**
 * The worker's code bundled once per process into one plain JS file (esbuild, which tsx brings): a worker then
 * starts in about 0.3 s of CPU instead of about 2 s through tsx's loader, module by module. Null when the bundle
 * cannot be built: the worker then loads through tsx. The bundle is the same source, so the games are the same.
 */
function workerBundle(): Promise<string | null> {
  bundled ??= (async () => {
    try {
      const esbuild = await import("esbuild");
      const dir = mkdtempSync(join(tmpdir(), "horda-sim-"));
      process.once("exit", () => rmSync(dir, { recursive: true, force: true }));
      const outfile = join(dir, "worker.mjs");
      await esbuild.build({
        entryPoints: [fileURLToPath(new URL("./worker.ts", import.meta.url))],
        bundle: true,
        format: "esm",
        platform: "node",
        mainFields: ["module", "main"],
        // CommonJS packages in the bundle (yaml) still require Node's built-ins.
        banner: {
          js: `import { createRequire as __horda_cr } from 'node:module'; const require = __horda_cr(${WORKER_OWN_URL});`,
        },
        outfile,
        logLevel: "silent",
      });
      return pathToFileURL(outfile).href;
    } catch {
      return null;
    }
  })();
  return bundled;
}

/**
 * A game allocates many short-lived states: a young generation larger than V8's default (32 MB semi-spaces)
 * means fewer scavenges, about a tenth less CPU per game measured on First Night. Memory stays small.
 */
const WORKER_LIMITS = { maxYoungGenerationSizeMb: 96 };

/**
 * Games handed out in ranges of this many at most, each to the first worker free: a worker on a busier core
 * plays fewer, so neither waits for the other at the end (tallies are sums, so the report is the same).
 */
const MOST_PER_RANGE = 50;

function runWorker(
  job: WorkerJob,
  next: () => WorkerRange,
  bundle: string | null,
  progress: (games: number) => void,
): Promise<ZombicideTally> {
  return new Promise((resolve, reject) => {
    // Without a bundle, as for Zurvivors: tsx's loader is registered inside the worker before its module loads.
    const entry = new URL("./worker.ts", import.meta.url).href;
    const boot = `import("tsx/esm/api").then((tsx) => { tsx.register(); return import(${JSON.stringify(entry)}); })`;
    const options = { workerData: job, execArgv: [], resourceLimits: WORKER_LIMITS };
    const worker = bundle
      ? new Worker(new URL(bundle), options)
      : new Worker(boot, { ...options, eval: true });
    let tally = emptyZombicideTally();
    worker.on("message", (msg: { type: string; games?: number; tally?: ZombicideTally }) => {
      if (msg.type === "progress") progress(msg.games ?? 0);
      else if (msg.type === "done") {
        tally = mergeZombicideTallies(tally, msg.tally as ZombicideTally);
        worker.postMessage(next());
      }
    });
    worker.on("error", reject);
    worker.on("exit", (code) => {
      if (code !== 0) reject(new Error(`simulator worker stopped with exit code ${code}`));
      else resolve(tally);
    });
    worker.postMessage(next());
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
    const size = Math.max(1, Math.min(MOST_PER_RANGE, Math.ceil(options.games / (workers * 8))));
    let handed = 0;
    const next = (): WorkerRange => {
      if (handed >= options.games) return null;
      const from = handed;
      handed = Math.min(options.games, from + size);
      return { from, to: handed };
    };
    const bundle = await workerBundle();
    const parts = await Promise.all(
      Array.from({ length: workers }, () => runWorker(base, next, bundle, progress)),
    );
    tally = parts.reduce(mergeZombicideTallies, emptyZombicideTally());
  }
  const warnings = reachabilityWarnings(missionBoard(options.mission, options.content), options.mission);
  const meta: SimMeta = {
    mission: options.mission.id,
    profile: options.mission.ruleProfile,
    players: options.players,
    team,
    bot,
    seed,
    warnings,
    goals: options.mission.goals,
    names: contentNames(options.content),
  };
  return { report: zombicideReport(tally, meta), milliseconds: performance.now() - started };
}
