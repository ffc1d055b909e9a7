import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import type { MessagePort } from "node:worker_threads";
import Database from "better-sqlite3";
import { Kysely, SqliteDialect } from "kysely";
import { kyselyStorage } from "./kysely-storage.ts";
import { adoptSqliteUserVersion, migrateToLatest } from "./migrations.ts";
import { SqliteWriter, WriterClient } from "./sqlite-writer.ts";
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
  return {
    ...kyselyStorage(
      "sqlite",
      db,
      (steps) => writer.write(steps),
      () => writer.close(),
    ),
    connectWriter: () => writer.connect(),
  };
}

/**
 * The same SQLite file as seen from a room thread: reads on a connection of its own, writes sent to the
 * process's one writer thread over `writer` (the main thread's `Storage.connectWriter`). It runs no
 * migration: the main thread opened the file first.
 */
export function openSqliteReader(file: string, writer: MessagePort): Storage {
  const client = new WriterClient(writer);
  const database = new Database(file, { fileMustExist: true });
  database.pragma("journal_mode = WAL");
  database.pragma("busy_timeout = 5000");
  const db = new Kysely<Tables>({ dialect: new SqliteDialect({ database }) });
  return kyselyStorage(
    "sqlite",
    db,
    (steps) => client.write(steps),
    async () => writer.close(),
  );
}
