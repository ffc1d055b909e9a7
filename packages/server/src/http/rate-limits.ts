import fastifyRateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import { Redis } from "ioredis";

export interface HttpRateOptions {
  readonly perMinute: number;
  /** With Redis, every process counts in one place (keys under `<prefix>:rl:`). */
  readonly redisUrl?: string;
  readonly redisPrefix?: string;
}

/**
 * Limits the HTTP requests that create or store something (every API request but GET: rooms, joins,
 * saves, documents) per client address and minute. Reads are not limited; the WebSocket has its own
 * per-seat limit. Counted per process, or in Redis when the server runs with it (an unreachable
 * Redis lets requests through rather than refusing them all).
 */
export async function httpRateLimits(app: FastifyInstance, o: HttpRateOptions): Promise<void> {
  if (o.perMinute <= 0) return;
  const redis = o.redisUrl ? new Redis(o.redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1 }) : null;
  if (redis)
    app.addHook("onClose", async () => {
      await redis.quit().catch(() => undefined);
    });
  await app.register(fastifyRateLimit, {
    global: true,
    max: o.perMinute,
    timeWindow: 60_000,
    ...(redis ? { redis, nameSpace: `${o.redisPrefix ?? "horda"}:rl:`, skipOnError: true } : {}),
    allowList: (req) => req.method === "GET" || req.method === "HEAD" || !req.url.startsWith("/api/"),
    errorResponseBuilder: (_req, context) => ({
      statusCode: 429,
      error: "rate_limited",
      message: `Too many requests: at most ${context.max} a minute; retry in ${context.after}.`,
    }),
  });
}
