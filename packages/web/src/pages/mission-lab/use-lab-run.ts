import {
  type ConvergencePoint,
  contentNames,
  emptyZombicideTally,
  mergeZombicideTallies,
  missionBoard,
  pickSurvivors,
  reachabilityWarnings,
  wilson,
  type ZombicideJob,
  type ZombicideReport,
  type ZombicideTally,
  zombicideReport,
} from "@horda/bots/zombicide";
import { useCallback, useEffect, useRef, useState } from "react";
import type { LabMission } from "./lab-missions.ts";

export interface LabSettings {
  readonly players: number;
  readonly games: number;
  readonly bot: string;
  readonly seed: string;
}

export interface LabRun {
  /** The mission these games are of: what the results are drawn against, whatever the form now says. */
  readonly lab: LabMission | null;
  readonly done: number;
  readonly total: number;
  readonly running: boolean;
  readonly report: ZombicideReport | null;
  readonly convergence: readonly ConvergencePoint[];
  readonly error: string | null;
}

const IDLE: LabRun = {
  lab: null,
  done: 0,
  total: 0,
  running: false,
  report: null,
  convergence: [],
  error: null,
};
/** Games per message to a worker: small enough to watch the estimate move, big enough to keep workers busy. */
const BATCH = 25;

export function workerCount(): number {
  return Math.max(1, Math.min(8, globalThis.navigator?.hardwareConcurrency ?? 2));
}

/**
 * Runs a mission's games on Web Workers in batches (game i always with seed `seed:i`, so the result does not
 * depend on the number of workers), merging tallies as they come and keeping the win rate's path.
 */
export function useLabRun(): {
  run: LabRun;
  start: (mission: LabMission, settings: LabSettings) => void;
  stop: () => void;
} {
  const [run, setRun] = useState<LabRun>(IDLE);
  const workers = useRef<Worker[]>([]);
  const stop = useCallback(() => {
    for (const w of workers.current) w.terminate();
    workers.current = [];
    setRun((r) => ({ ...r, running: false }));
  }, []);
  useEffect(() => stop, [stop]);

  const start = useCallback(
    (lab: LabMission, settings: LabSettings) => {
      stop();
      const { mission, content } = lab;
      let warnings: string[];
      let team: string[];
      try {
        warnings = reachabilityWarnings(missionBoard(mission, content), mission);
        team = pickSurvivors(mission, content);
      } catch (e) {
        setRun({ ...IDLE, lab, error: (e as Error).message });
        return;
      }
      const meta = {
        mission: mission.id,
        profile: mission.ruleProfile,
        players: settings.players,
        team,
        bot: settings.bot,
        seed: settings.seed,
        warnings,
        goals: mission.goals,
        names: contentNames(content),
      };
      const batches: ZombicideJob[] = [];
      for (let from = 0; from < settings.games; from += BATCH)
        batches.push({
          mission,
          content,
          players: settings.players,
          survivors: team,
          bot: settings.bot,
          seed: settings.seed,
          from,
          to: Math.min(settings.games, from + BATCH),
        });
      // Batches are merged in game order, so the path of the estimate is the same on any machine.
      const results = new Map<number, ZombicideTally>();
      let merged = emptyZombicideTally();
      let nextToMerge = 0;
      let handedOut = 0;
      const convergence: ConvergencePoint[] = [];
      setRun({ ...IDLE, lab, running: true, total: settings.games });
      const pool = Array.from(
        { length: Math.min(workerCount(), batches.length) },
        () => new Worker(new URL("./lab-worker.ts", import.meta.url), { type: "module" }),
      );
      workers.current = pool;
      const feed = (w: Worker) => {
        const id = handedOut++;
        const job = batches[id];
        if (job) w.postMessage({ id, job });
      };
      for (const w of pool) {
        w.onmessage = (e: MessageEvent<{ id: number; tally?: ZombicideTally; error?: string }>) => {
          if (e.data.error !== undefined) {
            for (const x of pool) x.terminate();
            setRun((r) => ({ ...r, running: false, error: e.data.error ?? "" }));
            return;
          }
          results.set(e.data.id, e.data.tally as ZombicideTally);
          while (results.has(nextToMerge)) {
            merged = mergeZombicideTallies(merged, results.get(nextToMerge) as ZombicideTally);
            results.delete(nextToMerge);
            nextToMerge++;
            const w95 = wilson(merged.wins, merged.games);
            convergence.push({
              games: merged.games,
              winRate: merged.wins / merged.games,
              low: w95.low,
              high: w95.high,
            });
          }
          const finished = nextToMerge === batches.length;
          setRun({
            lab,
            done: merged.games,
            total: settings.games,
            running: !finished,
            report: zombicideReport(merged, meta),
            convergence: [...convergence],
            error: null,
          });
          if (finished) for (const x of pool) x.terminate();
          else feed(w);
        };
        w.onerror = (e) => {
          for (const x of pool) x.terminate();
          setRun((r) => ({ ...r, running: false, error: e.message || "worker error" }));
        };
        feed(w);
      }
    },
    [stop],
  );
  return { run, start, stop };
}
