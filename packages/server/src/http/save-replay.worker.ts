// A replay worker thread (started by replay-pool.ts through tsx's loader): checks uploaded save records
// off the server's event loop. Requests: { load: game } (answer { loaded: game }) and { id, game, record }
// (answer { id, verdict } or { id, failure }).
import { parentPort } from "node:worker_threads";
import type { AnyGame } from "../games/registry.ts";
import { replayAtOnce } from "./save-replay.ts";
import { WORKER_GAMES } from "./worker-games.ts";

const loaded = new Map<string, AnyGame>();

async function definition(game: string): Promise<AnyGame> {
  let def = loaded.get(game);
  if (!def) {
    const load = Object.hasOwn(WORKER_GAMES, game) ? WORKER_GAMES[game] : undefined;
    if (!load) throw new Error(`the replay worker cannot load game "${game}"`);
    def = await load();
    loaded.set(game, def);
  }
  return def;
}

parentPort?.on("message", async (msg: { load: string } | { id: number; game: string; record: unknown }) => {
  if ("load" in msg) {
    await definition(msg.load).catch(() => undefined);
    parentPort?.postMessage({ loaded: msg.load });
    return;
  }
  try {
    parentPort?.postMessage({ id: msg.id, verdict: replayAtOnce(await definition(msg.game), msg.record) });
  } catch (e) {
    parentPort?.postMessage({ id: msg.id, failure: e instanceof Error ? e.message : String(e) });
  }
});
