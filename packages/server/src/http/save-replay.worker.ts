// A replay worker thread (started by replay-pool.ts through tsx's loader): checks uploaded save records
// off the server's event loop. Request: { id, game, record }; answer: { id, verdict }.
import { parentPort } from "node:worker_threads";
import type { AnyGame } from "../games/registry.ts";
import { replayAtOnce } from "./save-replay.ts";
import { WORKER_GAMES } from "./worker-games.ts";

const loaded = new Map<string, AnyGame>();

parentPort?.on("message", async (msg: { id: number; game: string; record: unknown }) => {
  try {
    let def = loaded.get(msg.game);
    if (!def) {
      const load = Object.hasOwn(WORKER_GAMES, msg.game) ? WORKER_GAMES[msg.game] : undefined;
      if (!load) throw new Error(`the replay worker cannot load game "${msg.game}"`);
      def = await load();
      loaded.set(msg.game, def);
    }
    parentPort?.postMessage({ id: msg.id, verdict: replayAtOnce(def, msg.record) });
  } catch (e) {
    parentPort?.postMessage({ id: msg.id, failure: e instanceof Error ? e.message : String(e) });
  }
});
parentPort?.postMessage({ ready: true });
