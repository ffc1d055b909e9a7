import { extname } from "node:path";
import { pathToFileURL } from "node:url";
import { createServer } from "./app.ts";
import type { RoomThreadStorage } from "./cluster/room-thread-messages.ts";
import { readServerEnv, type ServerEnv } from "./env.ts";
import { serverGames } from "./games/server-games.ts";
import { openStorage, sqliteFile } from "./storage/open.ts";

/**
 * The room thread's script, next to this one: `room-thread.mjs` beside the bundle `npm start` runs, or
 * `room-thread.ts` beside the sources (run through tsx, which the thread inherits).
 */
function roomThreadEntry(): URL {
  const self = pathToFileURL(process.argv[1] ?? "main.ts");
  return new URL(`./room-thread${extname(self.pathname) === ".mjs" ? ".mjs" : ".ts"}`, self);
}

/** What each room thread opens: the same database as the main thread. */
function roomThreadStorage(env: ServerEnv): RoomThreadStorage {
  if (!env.databaseUrl) return { kind: "sqlite", file: sqliteFile(env.dataDir) };
  return { kind: "postgres", url: env.databaseUrl, ...(env.pgSchema ? { schema: env.pgSchema } : {}) };
}

/** Starts one server process from the environment; stops cleanly on SIGINT/SIGTERM. */
async function main(): Promise<void> {
  const env = readServerEnv();
  const games = { ...(env.contentDir ? { contentDir: env.contentDir } : {}), testGames: env.testGames };
  const storage = await openStorage({
    ...(env.databaseUrl ? { databaseUrl: env.databaseUrl } : {}),
    ...(env.pgSchema ? { pgSchema: env.pgSchema } : {}),
    dataDir: env.dataDir,
  });
  // Room threads serve one process; with Redis the processes share the rooms and each runs its own.
  const threads = env.redisUrl ? 0 : env.roomThreads;
  if (env.redisUrl && env.roomThreads > 0)
    console.warn("ROOM_THREADS is ignored with REDIS_URL: each process runs its rooms on its main thread.");
  const server = await createServer({
    registry: await serverGames(games),
    storage,
    ...(env.redisUrl ? { redisUrl: env.redisUrl } : {}),
    redisPrefix: env.redisPrefix,
    leaseMs: env.leaseMs,
    webDist: env.webDist,
    allowedOrigins: env.allowedOrigins,
    limits: {
      perSecond: env.wsRate,
      burst: env.wsRate * 2,
      perAddress: env.wsPerAddress,
      heartbeatMs: Math.max(100, env.wsHeartbeatMs),
    },
    trustProxy: env.trustProxy,
    retention: {
      finishedMs: env.finishedRetentionDays * 86_400_000,
      idleMs: env.idleRetentionDays * 86_400_000,
    },
    roomIdleMs: env.roomIdleMinutes * 60_000,
    finishedRoomIdleMs: env.finishedRoomIdleSeconds * 1000,
    httpRatePerMinute: env.httpRate,
    ...(threads > 0
      ? { roomThreads: { count: threads, entry: roomThreadEntry(), storage: roomThreadStorage(env), games } }
      : {}),
  });
  const url = await server.listen(env.port, env.host);
  const where = env.databaseUrl ? "PostgreSQL" : `SQLite in ${env.dataDir}`;
  const extra = [env.redisUrl ? "Redis" : "", threads > 0 ? `${threads} room threads` : ""].filter(Boolean);
  console.log(`Horda server listening on ${url} (${[where, ...extra].join(", ")})`);
  const stop = async () => {
    await server.close();
    await storage.close();
    process.exit(0);
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}

main().catch((e) => {
  console.error(`Horda server failed to start: ${(e as Error).message}`);
  process.exit(1);
});
