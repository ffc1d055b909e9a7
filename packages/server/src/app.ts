import fastifyWebsocket from "@fastify/websocket";
import Fastify, { type FastifyInstance } from "fastify";
import { LocalRouter } from "./cluster/local-router.ts";
import type { RoomThreadSetup, RoomThreadStorage } from "./cluster/room-thread-messages.ts";
import type { RoomRouter } from "./cluster/router.ts";
import { ThreadRouter } from "./cluster/thread-router.ts";
import type { GameRegistry } from "./games/registry.ts";
import { campaignsRoutes } from "./http/campaigns-routes.ts";
import { DEFAULT_DOCUMENT_KINDS } from "./http/default-documents.ts";
import { type DocumentValidator, documentsRoutes } from "./http/documents-routes.ts";
import { installErrorHandler } from "./http/errors.ts";
import { healthRoutes } from "./http/health-routes.ts";
import { installJsonBodyParser } from "./http/json-body.ts";
import { httpRateLimits } from "./http/rate-limits.ts";
import { ReplayPool } from "./http/replay-pool.ts";
import { roomsRoutes } from "./http/rooms-routes.ts";
import { savesRoutes } from "./http/saves-routes.ts";
import { securityHeaders } from "./http/security-headers.ts";
import { staticRoutes } from "./http/static-routes.ts";
import { AddressCounts } from "./net/address-counts.ts";
import { Hub } from "./net/hub.ts";
import { SeatBuckets } from "./net/seat-buckets.ts";
import { type ConnectionLimits, DEFAULT_LIMITS, serveConnection } from "./net/ws-connection.ts";
import { MAX_MESSAGE_BYTES } from "./protocol/client-messages.ts";
import { CLOSE } from "./protocol/server-messages.ts";
import { RoomDirectory } from "./rooms/directory.ts";
import { originAllowed } from "./security/origin.ts";
import type { Storage } from "./storage/types.ts";

export interface ServerOptions {
  readonly registry: GameRegistry;
  readonly storage: Storage;
  /** With Redis, several processes share the rooms (leases + pub/sub); without, this process owns all. */
  readonly redisUrl?: string;
  /** Prefix of every Redis key and channel (tests use one per run). */
  readonly redisPrefix?: string;
  /** Room lease time in ms (renewed every third of it). */
  readonly leaseMs?: number;
  /** The built web app; an index page saying "not built" is served when it has no index.html. */
  readonly webDist?: string;
  readonly documentKinds?: Readonly<Record<string, DocumentValidator>>;
  /** Origins allowed to open the WebSocket; null: only the server's own host. */
  readonly allowedOrigins?: readonly string[] | null;
  readonly limits?: Partial<ConnectionLimits>;
  readonly snapshotEvery?: number;
  readonly botDelayMs?: number;
  /** Unload a room nobody is connected to after this many ms (0: keep rooms loaded). */
  readonly roomIdleMs?: number;
  /** Unload a finished game's room nobody is connected to after this many ms (default 30 s, at most roomIdleMs). */
  readonly finishedRoomIdleMs?: number;
  /** HTTP API writes per client address and minute (0: no limit). */
  readonly httpRatePerMinute?: number;
  readonly logger?: boolean;
  /** Rooms are deleted this long after their game finished, or after their last command (0: kept). */
  readonly retention?: { readonly finishedMs: number; readonly idleMs: number };
  /** Behind a reverse proxy: take the client address from X-Forwarded-For (for per-address limits). */
  readonly trustProxy?: boolean;
  /** Worker threads that replay uploaded saves (`POST /api/saves`), started on the first upload. */
  readonly replayWorkers?: number;
  /**
   * Run the rooms on this many worker threads (`cluster/thread-router.ts`) instead of the main thread; not
   * with Redis. `entry` is the room thread's script, `storage` and `games` what it opens and hosts (the same
   * as `storage` and `registry` here, which cannot cross to a thread).
   */
  readonly roomThreads?: {
    readonly count: number;
    readonly entry: URL;
    readonly storage: RoomThreadStorage;
    readonly games: RoomThreadSetup["games"];
  };
}

export interface HordaServer {
  readonly app: FastifyInstance;
  readonly hub: Hub;
  /** Codes of the rooms this process holds in memory. */
  loadedRooms(): string[];
  /** Deletes the rooms past the retention policy now (it also runs every hour); returns their codes. */
  purgeExpiredRooms(): Promise<string[]>;
  /** Starts listening; resolves to the base URL (http://host:port). */
  listen(port: number, host?: string): Promise<string>;
  close(): Promise<void>;
}

const LISTEN_BACKLOG = 4096;

/** Builds the whole server on one port: HTTP API, WebSocket at /ws, health, static web app. */
export async function createServer(options: ServerOptions): Promise<HordaServer> {
  const { storage, registry } = options;
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: 256 * 1024,
    trustProxy: options.trustProxy ?? false,
  });
  installErrorHandler(app);
  installJsonBodyParser(app);
  await securityHeaders(app);
  await httpRateLimits(app, {
    perMinute: options.httpRatePerMinute ?? 0,
    ...(options.redisUrl ? { redisUrl: options.redisUrl, redisPrefix: options.redisPrefix ?? "horda" } : {}),
  });
  const hub = new Hub();
  const roomOptions = {
    outlet: hub,
    snapshotEvery: options.snapshotEvery ?? 50,
    botDelayMs: options.botDelayMs ?? 300,
  };
  const idle = {
    ms: options.roomIdleMs ?? 0,
    finishedMs: options.finishedRoomIdleMs ?? 30_000,
    connected: (code: string) => hub.has(code),
  };
  let router: RoomRouter;
  if (options.redisUrl) {
    const { RedisRouter } = await import("./cluster/redis-router.ts");
    router = await RedisRouter.start({
      url: options.redisUrl,
      prefix: options.redisPrefix ?? "horda",
      leaseMs: options.leaseMs ?? 2000,
      hub,
      makeDirectory: (outlet, onLost) =>
        new RoomDirectory(storage, registry, { ...roomOptions, outlet }, onLost, idle),
    });
  } else if (options.roomThreads && options.roomThreads.count > 0) {
    const threads = options.roomThreads;
    router = new ThreadRouter({
      entry: threads.entry,
      threads: threads.count,
      hub,
      storage,
      setup: {
        storage: threads.storage,
        games: threads.games,
        snapshotEvery: roomOptions.snapshotEvery,
        botDelayMs: roomOptions.botDelayMs,
        idle: { ms: idle.ms, finishedMs: idle.finishedMs },
      },
    });
    await router.ready();
  } else {
    router = new LocalRouter(new RoomDirectory(storage, registry, roomOptions, undefined, idle));
  }
  const limits = { ...DEFAULT_LIMITS, ...options.limits };
  const allowed = options.allowedOrigins ?? null;
  const seats = new SeatBuckets(limits.perSecond, limits.burst, limits.floodAfter);
  const addresses = new AddressCounts(limits.perAddress);

  await app.register(fastifyWebsocket, { options: { maxPayload: MAX_MESSAGE_BYTES } });
  app.get(
    "/ws",
    {
      websocket: true,
      preValidation: async (req, reply) => {
        if (!originAllowed(req.headers.origin, req.headers.host, allowed))
          return reply
            .status(403)
            .send({ error: "bad_origin", message: `Origin ${req.headers.origin} may not connect.` });
        if (addresses.full(req.ip))
          return reply.status(429).send({
            error: "too_many_connections",
            message: `At most ${limits.perAddress} connections from one address.`,
          });
      },
    },
    (socket, req) => {
      addresses.add(req.ip);
      serveConnection(socket, { hub, router, limits, seats, onClose: () => addresses.remove(req.ip) });
    },
  );
  healthRoutes(app, storage, router);
  roomsRoutes(app, { storage, registry, router });
  const replays = new ReplayPool(options.replayWorkers ?? 1);
  savesRoutes(app, storage, registry, replays);
  campaignsRoutes(app, storage, router);
  documentsRoutes(app, storage, options.documentKinds ?? DEFAULT_DOCUMENT_KINDS);
  if (options.webDist) await staticRoutes(app, options.webDist);

  const retention = options.retention;
  const purge = async (now = Date.now()) => {
    if (!retention || (retention.finishedMs <= 0 && retention.idleMs <= 0)) return [];
    return storage.purgeRooms({
      finishedBefore: retention.finishedMs > 0 ? now - retention.finishedMs : 0,
      idleBefore: retention.idleMs > 0 ? now - retention.idleMs : 0,
      keep: [...new Set([...router.loaded(), ...hub.rooms()])],
      limit: 500,
    });
  };
  const purger = retention ? setInterval(() => void purge().catch(() => undefined), 3_600_000) : null;
  purger?.unref();

  return {
    app,
    hub,
    purgeExpiredRooms: () => purge(),
    loadedRooms: () => router.loaded(),
    async listen(port, host = "127.0.0.1") {
      // A burst of connections (a club arriving, clients reconnecting after a restart) waits in the kernel's
      // accept queue while the event loop is busy; Node's default of 511 overflows into reset connections.
      // The kernel caps it at net.core.somaxconn.
      await app.listen({ port, host, backlog: LISTEN_BACKLOG });
      const address = app.server.address();
      const actual = typeof address === "object" && address ? address.port : port;
      return `http://${host}:${actual}`;
    },
    async close() {
      if (purger) clearInterval(purger);
      hub.closeAll(CLOSE.shutdown, "server shutting down");
      await router.close();
      await app.close();
      await replays.close();
    },
  };
}
