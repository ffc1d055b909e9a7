import { join } from "node:path";
import { openPostgresStorage } from "./postgres.ts";
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
    return openPostgresStorage({
      url: choice.databaseUrl,
      ...(choice.pgSchema ? { schema: choice.pgSchema } : {}),
    });
  }
  return openSqliteStorage(join(choice.dataDir ?? "data", "horda.db"));
}
