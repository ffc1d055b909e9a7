import { parentPort, workerData } from "node:worker_threads";
import { type GameRange, runGames } from "./run-games.ts";

// One simulator worker: plays its range of games and reports progress every 50 games.
const range = workerData as GameRange;
let last = 0;
const tally = runGames(range, (done) => {
  if (done - last >= 50) {
    parentPort?.postMessage({ type: "progress", games: done - last });
    last = done;
  }
});
parentPort?.postMessage({ type: "progress", games: tally.games - last });
parentPort?.postMessage({ type: "done", tally });
