import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import Database from "better-sqlite3";
import { Kysely, SqliteDialect } from "kysely";
import { kyselyStorage } from "./kysely-storage.ts";
import { adoptSqliteUserVersion, migrateToLatest } from "./migrations.ts";
import { SqliteWriter } from "./sqlite-writer.ts";
import type { Tables } from "./tables.ts";
import type { Storage } from "./types.ts";

/**
 * SQLite storage: one file in WAL mode, through Kysely. Reads run on this thread; every write is compiled
 * here and committed by a writer thread with `synchronous = FULL` (`sqlite-writer.ts`), so an acknowledged
 * write survives a crash and the fsync never stalls the event loop. Writes arriving together share one commit.
 */
export async function openSqliteStorage(file: string): Promise<Storage> {
  mkdirSync(dirname(file), { recursive: true });
  const database = new Database(file);
  database.pragma("journal_mode = WAL");
  database.pragma("busy_timeout = 5000");
  const db = new Kysely<Tables>({ dialect: new SqliteDialect({ database }) });
  try {
    await adoptSqliteUserVersion(db);
    await migrateToLatest(db);
  } catch (e) {
    await db.destroy();
    throw e;
  }
  const writer = new SqliteWriter(file);
  return kyselyStorage(
    "sqlite",
    db,
    (steps) => writer.write(steps),
    () => writer.close(),
  );
}
