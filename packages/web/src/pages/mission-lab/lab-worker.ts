/// <reference lib="webworker" />
import { runZombicideGames, type ZombicideJob } from "@horda/bots/zombicide";

// A Mission lab Web Worker: plays one batch of games and posts its tally back.
self.onmessage = (e: MessageEvent<{ id: number; job: ZombicideJob }>) => {
  try {
    const tally = runZombicideGames(e.data.job);
    self.postMessage({ id: e.data.id, tally });
  } catch (error) {
    self.postMessage({ id: e.data.id, error: error instanceof Error ? error.message : String(error) });
  }
};
