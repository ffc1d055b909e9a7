import { parentPort, workerData } from "node:worker_threads";
import { runZombicideGames, type ZombicideJob } from "./run-games.ts";

// One simulator worker: plays its range of games and reports progress every 10 games.
const job = workerData as ZombicideJob;
let last = 0;
const tally = runZombicideGames(job, (done) => {
  if (done - last >= 10) {
    parentPort?.postMessage({ type: "progress", games: done - last });
    last = done;
  }
});
parentPort?.postMessage({ type: "progress", games: tally.games - last });
parentPort?.postMessage({ type: "done", tally });
