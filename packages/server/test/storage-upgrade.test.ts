import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import { openSqliteStorage } from "../src/storage/sqlite.ts";

// SQLite files written before the storage moved to Kysely counted their schema in `PRAGMA user_version`;
// the Migrator must carry on from there instead of creating the tables again.
describe("an SQLite file from before Kysely's migrator", () => {
  let dir = "";
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("opens with its data, and its versions are recorded as applied", async () => {
    dir = mkdtempSync(join(tmpdir(), "horda-old-sqlite-"));
    const file = join(dir, "horda.db");
    const old = new Database(file);
    old.exec(`CREATE TABLE rooms (code TEXT PRIMARY KEY, game TEXT NOT NULL, config TEXT NOT NULL,
        seed TEXT NOT NULL, created_at INTEGER NOT NULL, meta TEXT NOT NULL);
      CREATE TABLE room_members (client_hash TEXT NOT NULL, code TEXT NOT NULL REFERENCES rooms(code),
        role TEXT NOT NULL, PRIMARY KEY (client_hash, code));
      CREATE TABLE room_log (code TEXT NOT NULL, seq INTEGER NOT NULL, entry TEXT NOT NULL,
        PRIMARY KEY (code, seq)) WITHOUT ROWID;
      CREATE TABLE room_snapshots (code TEXT PRIMARY KEY, seq INTEGER NOT NULL, data TEXT NOT NULL);
      CREATE TABLE saves (id TEXT PRIMARY KEY, owner_hash TEXT NOT NULL, name TEXT NOT NULL,
        game TEXT NOT NULL, record TEXT NOT NULL, created_at INTEGER NOT NULL);
      CREATE INDEX saves_owner ON saves(owner_hash);
      CREATE TABLE documents (kind TEXT NOT NULL, id TEXT NOT NULL, owner_hash TEXT NOT NULL,
        body TEXT NOT NULL, updated_at INTEGER NOT NULL, PRIMARY KEY (kind, id));
      ALTER TABLE saves ADD COLUMN sealed INTEGER NOT NULL DEFAULT 0;
      ALTER TABLE rooms ADD COLUMN touched_at INTEGER NOT NULL DEFAULT 0;
      ALTER TABLE rooms ADD COLUMN finished_at INTEGER;
      CREATE INDEX rooms_touched ON rooms(touched_at);
      INSERT INTO rooms (code, game, config, seed, created_at, meta, touched_at)
        VALUES ('OLDRM', 'duel', '{}', 's', 7, '{"paused":false}', 7);
      INSERT INTO room_log (code, seq, entry) VALUES ('OLDRM', 1, '{"kind":"command","seq":1}');
      PRAGMA user_version = 2;`);
    old.close();

    const storage = await openSqliteStorage(file);
    try {
      expect((await storage.loadRoom("OLDRM"))?.head.createdAt).toBe(7);
      await storage.append("OLDRM", { kind: "command", seq: 2, seat: "p1", command: { type: "end" } });
      expect((await storage.readLog("OLDRM")).map((e) => e.seq)).toEqual([1, 2]);
    } finally {
      await storage.close();
    }
    const check = new Database(file, { readonly: true });
    const applied = check.prepare("SELECT name FROM kysely_migration ORDER BY name").all();
    expect(applied).toEqual([
      { name: "0001_rooms" },
      { name: "0002_sealed_saves_retention" },
      { name: "0003_campaigns" },
    ]);
    expect(check.pragma("user_version", { simple: true })).toBe(0);
    check.close();
  });
});
