import { parentPort, workerData } from "node:worker_threads";
import { runZombicideGames, type WorkerJob, type WorkerRange } from "./run-games.ts";

// One simulator worker: plays each range of games it is handed, answers with its tally, reports progress
// every 10 games, and stops when handed null.
const job = workerData as WorkerJob;
parentPort?.on("message", (range: WorkerRange) => {
  if (range === null) {
    parentPort?.close();
    return;
  }
  let last = 0;
  const tally = runZombicideGames({ ...job, ...range }, (done) => {
    if (done - last >= 10) {
      parentPort?.postMessage({ type: "progress", games: done - last });
      last = done;
    }
  });
  parentPort?.postMessage({ type: "progress", games: tally.games - last });
  parentPort?.postMessage({ type: "done", tally });
});
