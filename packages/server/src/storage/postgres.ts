import { CompiledQuery, Kysely, PostgresDialect, sql } from "kysely";
import pg from "pg";
import { kyselyStorage, type StepResult, type WriteStep } from "./kysely-storage.ts";
import { migrateToLatest } from "./migrations.ts";
import type { Tables } from "./tables.ts";
import type { Storage } from "./types.ts";

export interface PostgresOptions {
  readonly url: string;
  /** Put every table in this schema (created if missing); tests use one schema per run. */
  readonly schema?: string;
  readonly poolSize?: number;
}

/** PostgreSQL storage through Kysely (queries in `kysely-storage.ts`); every write is committed before it resolves. */
export async function openPostgresStorage(options: PostgresOptions): Promise<Storage> {
  const schema = options.schema;
  if (schema !== undefined && !/^[a-z_][a-z0-9_]*$/.test(schema))
    throw new Error(`bad schema name "${schema}"`);
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolSize ?? 10,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  const db = new Kysely<Tables>({ dialect: new PostgresDialect({ pool }) });
  try {
    if (schema) await sql`CREATE SCHEMA IF NOT EXISTS ${sql.id(schema)}`.execute(db);
    await migrateToLatest(db, schema);
  } catch (e) {
    await db.destroy();
    throw e;
  }
  return kyselyStorage("postgres", db, (steps) =>
    // One statement needs no transaction of its own (and saves two round trips).
    steps.length === 1 ? run(db, steps) : db.transaction().execute((tx) => run(tx, steps)),
  );
}

async function run(db: Kysely<Tables>, steps: readonly WriteStep[]): Promise<StepResult[]> {
  const out: StepResult[] = [];
  for (const s of steps) {
    const r = await db.executeQuery(CompiledQuery.raw(s.sql, [...s.parameters]));
    const changes = Number(r.numAffectedRows ?? 0);
    out.push({ changes, rows: r.rows });
    if (s.stopUnlessChanged && changes === 0) break;
  }
  return out;
}

/** Drops a schema and everything in it (test clean-up). */
export async function dropPostgresSchema(url: string, schema: string): Promise<void> {
  if (!/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`bad schema name "${schema}"`);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  } finally {
    await client.end();
  }
}
