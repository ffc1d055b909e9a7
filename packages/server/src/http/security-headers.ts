import type { FastifyInstance } from "fastify";
import helmet from "helmet";

/**
 * Security headers on every answer (helmet). The policy lets the built web app load its own scripts, styles,
 * images and fonts and open its WebSocket on the same origin, and nothing else: no inline script, no plugin,
 * no framing by other sites. Inline style attributes stay allowed because React sets element styles.
 * Insecure requests are not upgraded: a LAN install often runs on plain http.
 */
const securityHeadersMiddleware = helmet({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:", "blob:"],
      fontSrc: ["'self'", "data:"],
      connectSrc: ["'self'"],
      workerSrc: ["'self'", "blob:"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
  frameguard: { action: "deny" },
  referrerPolicy: { policy: "no-referrer" },
  hsts: false,
});

/**
 * Sets the headers on every request. helmet's middleware is built once for the process (the Fastify wrapper,
 * @fastify/helmet, built it again for every request: per-route options and CSP nonces, which this server
 * does not use).
 */
export async function securityHeaders(app: FastifyInstance): Promise<void> {
  app.addHook("onRequest", (request, reply, done) => {
    securityHeadersMiddleware(request.raw, reply.raw, (e?: unknown) => done(e as Error | undefined));
  });
}
