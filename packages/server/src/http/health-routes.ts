import type { FastifyInstance } from "fastify";
import type { RoomRouter } from "../cluster/router.ts";
import type { Storage } from "../storage/types.ts";

/** `/healthz`: the process answers. `/readyz`: its database (and Redis, when used) answer too. */
export function healthRoutes(app: FastifyInstance, storage: Storage, router: RoomRouter): void {
  app.get("/healthz", async () => ({ ok: true }));
  app.get("/readyz", async (_req, reply) => {
    try {
      await storage.ping();
      await router.ready();
      return { ready: true, storage: storage.kind };
    } catch (e) {
      return reply.status(503).send({ ready: false, error: (e as Error).message });
    }
  });
}
