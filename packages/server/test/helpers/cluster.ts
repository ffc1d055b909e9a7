import { randomBytes } from "node:crypto";
import { Redis } from "ioredis";
import { dropSchema, PG_URL, REDIS_URL, uniqueSchema } from "./pg.ts";
import { type ServerProcess, spawnServer } from "./process.ts";
import { TestClient } from "./ws-client.ts";

/**
 * Several server processes on one PostgreSQL schema and one Redis prefix of their own, with the clients that
 * talk to them; `cleanup` kills the processes and drops the schema and the Redis keys.
 */
export function clusterFixture(name: string, extraEnv: Record<string, string> = {}) {
  const schema = uniqueSchema(name);
  const prefix = `horda-${name}-${randomBytes(4).toString("hex")}`;
  const procs: ServerProcess[] = [];
  const clients: TestClient[] = [];
  const env = {
    PORT: "0",
    DATABASE_URL: PG_URL,
    PG_SCHEMA: schema,
    REDIS_URL,
    REDIS_PREFIX: prefix,
    WS_RATE: "1000",
    ...extraEnv,
  };
  return {
    schema,
    prefix,
    procs,
    /** Starts one more server process of the cluster. */
    async spawn(): Promise<ServerProcess> {
      const p = await spawnServer(env);
      procs.push(p);
      return p;
    },
    /** A WebSocket client, closed at cleanup. */
    async open(url: string): Promise<TestClient> {
      const c = await TestClient.open(url);
      clients.push(c);
      return c;
    },
    async cleanup(): Promise<void> {
      for (const c of clients) c.close();
      for (const p of procs) await p.kill9();
      await dropSchema(schema);
      const redis = new Redis(REDIS_URL);
      const keys = await redis.keys(`${prefix}:*`);
      if (keys.length > 0) await redis.del(...keys);
      await redis.quit();
    },
  };
}
