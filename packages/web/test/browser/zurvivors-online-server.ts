import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type GameRecord, replay, type Seat } from "@horda/table";
import { type ZConfig, type ZState, zurvivors } from "@horda/zurvivors";
import { openSqliteStorage } from "../../../server/src/storage/sqlite.ts";
import { freePort, type ServerProcess, spawnServer } from "../../../server/test/helpers/process.ts";
import { DIST_DIR } from "./support/paths.ts";

export interface TestServer {
  readonly url: string;
  /** The server's SQLite folder (tests read the room's seed there: no client ever gets it). */
  readonly dataDir: string;
  stop(): Promise<void>;
}

/** A real Horda server process on SQLite in a fresh folder, serving the built app (as `npm start` does). */
export async function startServer(): Promise<TestServer> {
  const dataDir = await mkdtemp(join(tmpdir(), "horda-online-"));
  const port = await freePort();
  let server: ServerProcess;
  try {
    // A loaded machine (several builds at once) can take well over 20 s to start the server under tsx.
    server = await spawnServer({ PORT: String(port), DATA_DIR: dataDir, WEB_DIST: DIST_DIR }, 90_000);
  } catch (e) {
    await rm(dataDir, { recursive: true, force: true });
    throw e;
  }
  return {
    url: server.url,
    dataDir,
    stop: async () => {
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

const CLIENT = "zurvivors-online-browser-test";

/**
 * The room's full record: every command through the host's HTTP export, and the seed, which the server
 * never hands out, from its database.
 */
export async function roomRecord(
  server: TestServer,
  code: string,
  hostToken: string,
): Promise<GameRecord<unknown, ZConfig>> {
  const url = server.url;
  const saved = await fetch(`${url}/api/rooms/${code}/save`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-client-token": CLIENT, "x-host-token": hostToken },
    body: JSON.stringify({ name: "browser test check" }),
  });
  if (saved.status !== 201) throw new Error(`save answered ${saved.status}: ${await saved.text()}`);
  const { id } = (await saved.json()) as { id: string };
  const res = await fetch(`${url}/api/saves/${id}`, { headers: { "x-client-token": CLIENT } });
  if (!res.ok) throw new Error(`load save answered ${res.status}`);
  const record = ((await res.json()) as { record: Omit<GameRecord<unknown, ZConfig>, "seed"> }).record;
  const storage = await openSqliteStorage(join(server.dataDir, "horda.db"));
  try {
    const room = await storage.loadRoom(code);
    if (!room) throw new Error(`room ${code} is not in the server's database`);
    return { ...record, seed: room.head.seed };
  } finally {
    await storage.close();
  }
}

/** The full state after the record's first `seq` entries, replayed in Node. */
export function stateAt(record: GameRecord<unknown, ZConfig>, seq: number): ZState {
  const session = replay(zurvivors, { ...record, log: record.log.filter((e) => e.seq <= seq) });
  if (!session.ok) throw new Error(session.error.message);
  return session.value.state;
}

/** Every card in the hands of seats other than `me`. */
export function othersHands(state: ZState, me: Seat): string[] {
  return state.seats.filter((s) => s !== me).flatMap((s) => state.players[s]!.hand);
}
