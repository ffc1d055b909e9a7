import { existsSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";

const NOT_BUILT = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Horda</title></head>
<body><h1>Horda</h1><p>web app not built: run <code>npm run build</code></p></body></html>`;

/** Serves the built web app (an SPA: unknown non-API paths get index.html), or a page saying to build it. */
export async function staticRoutes(app: FastifyInstance, webDist: string): Promise<void> {
  if (!existsSync(join(webDist, "index.html"))) {
    app.get("/", async (_req, reply) => reply.type("text/html").send(NOT_BUILT));
    return;
  }
  await app.register(fastifyStatic, { root: webDist, wildcard: false });
  app.setNotFoundHandler((req, reply) => {
    if (req.method === "GET" && !req.url.startsWith("/api/") && !req.url.startsWith("/ws"))
      return reply.sendFile("index.html");
    return reply.status(404).send({ error: "not_found", message: `No route ${req.method} ${req.url}` });
  });
}
