import { randomBytes } from "node:crypto";
import { dropPostgresSchema } from "../../src/storage/postgres.ts";

/** The PostgreSQL every session and CI run starts on loopback (override with TEST_DATABASE_URL). */
export const PG_URL = process.env.TEST_DATABASE_URL ?? "postgres://root@127.0.0.1:5432/test";
export const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

/** A schema name no other test run uses. */
export function uniqueSchema(label: string): string {
  return `horda_t_${label}_${randomBytes(5).toString("hex")}`;
}

export const dropSchema = (schema: string) => dropPostgresSchema(PG_URL, schema);
