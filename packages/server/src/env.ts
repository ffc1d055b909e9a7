import { resolve } from "node:path";

/** Server settings from the environment (docs/deploy.md lists them). */
export interface ServerEnv {
  readonly port: number;
  readonly host: string;
  readonly databaseUrl: string | undefined;
  readonly pgSchema: string | undefined;
  readonly redisUrl: string | undefined;
  readonly redisPrefix: string;
  readonly dataDir: string;
  readonly webDist: string;
  readonly allowedOrigins: string[] | null;
  /** Also host the Duel test game (tests and benchmarks start the server with it). */
  readonly testGames: boolean;
  readonly leaseMs: number;
  /** Per-connection message rate limit (messages per second; burst is twice that). */
  readonly wsRate: number;
  /** Zombicide content packs (missions, tiles, cards); undefined: the repository's content/ folder. */
  readonly contentDir: string | undefined;
  /** A room nobody is connected to is unloaded from memory after this many minutes (0: never). */
  readonly roomIdleMinutes: number;
  readonly finishedRoomIdleSeconds: number;
  /** HTTP API requests that create or store something, per client address and minute (0: no limit). */
  readonly httpRate: number;
  /** Open WebSockets per client address. */
  readonly wsPerAddress: number;
  /** Ping every this many ms; a socket silent for two pings is dropped, a seat's presence lapses after 2.5. */
  readonly wsHeartbeatMs: number;
  /** Behind a reverse proxy: client addresses come from X-Forwarded-For. */
  readonly trustProxy: boolean;
  /** Finished rooms are deleted after this many days (0: kept). */
  readonly finishedRetentionDays: number;
  /** Rooms with no command for this many days are deleted (0: kept). */
  readonly idleRetentionDays: number;
  /** Worker threads that run the rooms (0: the main thread runs them); not with Redis. */
  readonly roomThreads: number;
}

export function readServerEnv(env: NodeJS.ProcessEnv = process.env, root = process.cwd()): ServerEnv {
  const int = (name: string, fallback: number): number => {
    const raw = env[name];
    if (raw === undefined || raw === "") return fallback;
    const n = Number(raw);
    if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number, got "${raw}"`);
    return n;
  };
  return {
    port: int("PORT", 8080),
    host: env.HOST ?? "127.0.0.1",
    databaseUrl: env.DATABASE_URL || undefined,
    pgSchema: env.PG_SCHEMA || undefined,
    redisUrl: env.REDIS_URL || undefined,
    redisPrefix: env.REDIS_PREFIX || "horda",
    dataDir: resolve(root, env.DATA_DIR ?? "data"),
    webDist: resolve(root, env.WEB_DIST ?? "packages/web/dist"),
    allowedOrigins: env.ALLOWED_ORIGINS ? env.ALLOWED_ORIGINS.split(",").map((s) => s.trim()) : null,
    testGames: env.HORDA_TEST_GAMES === "1",
    leaseMs: int("LEASE_MS", 2000),
    wsRate: int("WS_RATE", 20),
    contentDir: env.CONTENT_DIR ? resolve(root, env.CONTENT_DIR) : undefined,
    roomIdleMinutes: int("ROOM_IDLE_MINUTES", 10),
    finishedRoomIdleSeconds: int("FINISHED_ROOM_IDLE_SECONDS", 30),
    httpRate: int("HTTP_RATE", 60),
    wsPerAddress: int("WS_PER_ADDRESS", 64),
    wsHeartbeatMs: int("WS_HEARTBEAT_MS", 30_000),
    trustProxy: env.TRUST_PROXY === "1",
    finishedRetentionDays: int("FINISHED_RETENTION_DAYS", 7),
    idleRetentionDays: int("IDLE_RETENTION_DAYS", 30),
    roomThreads: int("ROOM_THREADS", 0),
  };
}
