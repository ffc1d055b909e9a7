/** SQLite schema versions, applied in order; `PRAGMA user_version` records how many ran. */
export const SQLITE_MIGRATIONS: readonly string[] = [
  `CREATE TABLE rooms (
     code TEXT PRIMARY KEY, game TEXT NOT NULL, config TEXT NOT NULL, seed TEXT NOT NULL,
     created_at INTEGER NOT NULL, meta TEXT NOT NULL);
   CREATE TABLE room_members (
     client_hash TEXT NOT NULL, code TEXT NOT NULL REFERENCES rooms(code), role TEXT NOT NULL,
     PRIMARY KEY (client_hash, code));
   CREATE TABLE room_log (
     code TEXT NOT NULL, seq INTEGER NOT NULL, entry TEXT NOT NULL, PRIMARY KEY (code, seq)) WITHOUT ROWID;
   CREATE TABLE room_snapshots (code TEXT PRIMARY KEY, seq INTEGER NOT NULL, data TEXT NOT NULL);
   CREATE TABLE saves (
     id TEXT PRIMARY KEY, owner_hash TEXT NOT NULL, name TEXT NOT NULL, game TEXT NOT NULL,
     record TEXT NOT NULL, created_at INTEGER NOT NULL);
   CREATE INDEX saves_owner ON saves(owner_hash);
   CREATE TABLE documents (
     kind TEXT NOT NULL, id TEXT NOT NULL, owner_hash TEXT NOT NULL, body TEXT NOT NULL,
     updated_at INTEGER NOT NULL, PRIMARY KEY (kind, id));`,
  `ALTER TABLE saves ADD COLUMN sealed INTEGER NOT NULL DEFAULT 0;
   ALTER TABLE rooms ADD COLUMN touched_at INTEGER NOT NULL DEFAULT 0;
   UPDATE rooms SET touched_at = created_at;
   ALTER TABLE rooms ADD COLUMN finished_at INTEGER;
   CREATE INDEX rooms_touched ON rooms(touched_at);`,
];
