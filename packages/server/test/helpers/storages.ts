import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openPostgresStorage } from "../../src/storage/postgres.ts";
import { openSqliteStorage } from "../../src/storage/sqlite.ts";
import type { Storage } from "../../src/storage/types.ts";
import { dropSchema, PG_URL, uniqueSchema } from "./pg.ts";

/** A fresh, empty store of one kind, and how to throw it away. */
export interface TestStore {
  readonly storage: Storage;
  /** Opens the same data again (as a restarted server would). */
  reopen(): Promise<Storage>;
  dispose(): Promise<void>;
}

export const STORE_KINDS = ["sqlite", "postgres"] as const;
export type StoreKind = (typeof STORE_KINDS)[number];

export async function openTestStore(kind: StoreKind): Promise<TestStore> {
  if (kind === "sqlite") {
    const dir = mkdtempSync(join(tmpdir(), "horda-sqlite-"));
    const file = join(dir, "horda.db");
    const opened: Storage[] = [await openSqliteStorage(file)];
    return {
      storage: opened[0] as Storage,
      async reopen() {
        const s = await openSqliteStorage(file);
        opened.push(s);
        return s;
      },
      async dispose() {
        for (const s of opened) await s.close().catch(() => undefined);
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const schema = uniqueSchema("store");
  const opened: Storage[] = [await openPostgresStorage({ url: PG_URL, schema, poolSize: 4 })];
  return {
    storage: opened[0] as Storage,
    async reopen() {
      const s = await openPostgresStorage({ url: PG_URL, schema, poolSize: 4 });
      opened.push(s);
      return s;
    },
    async dispose() {
      for (const s of opened) await s.close().catch(() => undefined);
      await dropSchema(schema);
    },
  };
}
