import { join } from "node:path";
import { openSqliteStorage } from "./sqlite.ts";
import type { Storage } from "./types.ts";

export interface StorageChoice {
  /** PostgreSQL connection string; when absent, SQLite is used. */
  readonly databaseUrl?: string;
  readonly pgSchema?: string;
  /** Directory of the SQLite file (default `./data`). */
  readonly dataDir?: string;
}

/** PostgreSQL when a URL is given, otherwise the SQLite file `<dataDir>/horda.db`. */
export async function openStorage(choice: StorageChoice): Promise<Storage> {
  if (choice.databaseUrl) {
    // Loaded only when needed: Kysely and pg take a while to load, and SQLite set-ups never use them.
    const { openPostgresStorage } = await import("./postgres.ts");
    return openPostgresStorage({
      url: choice.databaseUrl,
      ...(choice.pgSchema ? { schema: choice.pgSchema } : {}),
    });
  }
  return openSqliteStorage(sqliteFile(choice.dataDir));
}

/** The SQLite file of a data directory. */
export const sqliteFile = (dataDir = "data"): string => join(dataDir, "horda.db");
