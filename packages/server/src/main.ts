import { createServer } from "./app.ts";
import { readServerEnv } from "./env.ts";
import { defaultGames } from "./games/default-games.ts";
import { type AnyGame, createRegistry, type HostedGame } from "./games/registry.ts";
import { openStorage } from "./storage/open.ts";

/** Starts one server process from the environment; stops cleanly on SIGINT/SIGTERM. */
async function main(): Promise<void> {
  const env = readServerEnv();
  const games: (HostedGame | AnyGame)[] = [...defaultGames(env.contentDir)];
  if (env.testGames) games.push((await import("@horda/table/testing")).duel as AnyGame);
  const storage = await openStorage({
    ...(env.databaseUrl ? { databaseUrl: env.databaseUrl } : {}),
    ...(env.pgSchema ? { pgSchema: env.pgSchema } : {}),
    dataDir: env.dataDir,
  });
  const server = await createServer({
    registry: createRegistry(games),
    storage,
    ...(env.redisUrl ? { redisUrl: env.redisUrl } : {}),
    redisPrefix: env.redisPrefix,
    leaseMs: env.leaseMs,
    webDist: env.webDist,
    allowedOrigins: env.allowedOrigins,
    limits: { perSecond: env.wsRate, burst: env.wsRate * 2, perAddress: env.wsPerAddress },
    trustProxy: env.trustProxy,
    retention: {
      finishedMs: env.finishedRetentionDays * 86_400_000,
      idleMs: env.idleRetentionDays * 86_400_000,
    },
    roomIdleMs: env.roomIdleMinutes * 60_000,
    finishedRoomIdleMs: env.finishedRoomIdleSeconds * 1000,
    httpRatePerMinute: env.httpRate,
  });
  const url = await server.listen(env.port, env.host);
  const where = env.databaseUrl ? "PostgreSQL" : `SQLite in ${env.dataDir}`;
  console.log(`Horda server listening on ${url} (${where}${env.redisUrl ? ", Redis" : ""})`);
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
