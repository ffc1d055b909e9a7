import fastifyRateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";

/**
 * Limits the HTTP requests that create or store something (every API request but GET: rooms, joins,
 * saves, documents) per client address and minute. Reads are not limited; the WebSocket has its own
 * per-connection limit. Counts are per process.
 */
export async function httpRateLimits(app: FastifyInstance, perMinute: number): Promise<void> {
  if (perMinute <= 0) return;
  await app.register(fastifyRateLimit, {
    global: true,
    max: perMinute,
    timeWindow: 60_000,
    allowList: (req) => req.method === "GET" || req.method === "HEAD" || !req.url.startsWith("/api/"),
    errorResponseBuilder: (_req, context) => ({
      statusCode: 429,
      error: "rate_limited",
      message: `Too many requests: at most ${context.max} a minute; retry in ${context.after}.`,
    }),
  });
}
