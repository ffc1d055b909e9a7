import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import type { Json, LogEntry } from "@horda/table";
import Database from "better-sqlite3";
import type { RoomMeta } from "../rooms/meta.ts";
import { SQLITE_MIGRATIONS } from "./sqlite-schema.ts";
import {
  type RoomListing,
  SeqConflictError,
  type Snapshot,
  type Storage,
  type StoredDocument,
  type StoredRoom,
} from "./types.ts";

interface PendingAppend {
  readonly code: string;
  readonly entry: LogEntry<Json>;
  readonly snapshot: Snapshot | undefined;
  readonly done: (error?: Error) => void;
}

/**
 * SQLite storage: one file, WAL, `synchronous = FULL` so a committed entry survives a crash.
 * Appends that arrive in the same event-loop turn are committed together (group commit): one fsync
 * for many rooms, and every caller is answered only after that commit.
 */
export function openSqliteStorage(file: string): Storage {
  if (file !== ":memory:") mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma("journal_mode = WAL");
  db.pragma("synchronous = FULL");
  db.pragma("foreign_keys = ON");
  db.pragma("busy_timeout = 5000");
  const version = db.pragma("user_version", { simple: true }) as number;
  for (let v = version; v < SQLITE_MIGRATIONS.length; v++) {
    db.transaction(() => {
      db.exec(SQLITE_MIGRATIONS[v] as string);
      db.pragma(`user_version = ${v + 1}`);
    })();
  }

  const q = {
    insertRoom: db.prepare(
      "INSERT INTO rooms (code, game, config, seed, created_at, meta) VALUES (?, ?, ?, ?, ?, ?)",
    ),
    room: db.prepare("SELECT * FROM rooms WHERE code = ?"),
    meta: db.prepare("UPDATE rooms SET meta = ? WHERE code = ?"),
    member: db.prepare("INSERT OR IGNORE INTO room_members (client_hash, code, role) VALUES (?, ?, ?)"),
    roomsOf: db.prepare(
      `SELECT r.code, r.game, m.role, r.created_at FROM room_members m JOIN rooms r ON r.code = m.code
       WHERE m.client_hash = ? ORDER BY r.created_at DESC, r.code LIMIT 200`,
    ),
    append: db.prepare("INSERT OR IGNORE INTO room_log (code, seq, entry) VALUES (?, ?, ?)"),
    snapshot: db.prepare("INSERT OR REPLACE INTO room_snapshots (code, seq, data) VALUES (?, ?, ?)"),
    log: db.prepare("SELECT entry FROM room_log WHERE code = ? AND seq > ? ORDER BY seq"),
    latest: db.prepare("SELECT seq, data FROM room_snapshots WHERE code = ?"),
    save: db.prepare(
      "INSERT INTO saves (id, owner_hash, name, game, record, created_at) VALUES (?, ?, ?, ?, ?, ?)",
    ),
    savesOf: db.prepare(
      "SELECT id, name, game, created_at FROM saves WHERE owner_hash = ? ORDER BY created_at DESC LIMIT 200",
    ),
    loadSave: db.prepare("SELECT * FROM saves WHERE id = ?"),
    docOwner: db.prepare("SELECT owner_hash FROM documents WHERE kind = ? AND id = ?"),
    putDoc: db.prepare(
      "INSERT OR REPLACE INTO documents (kind, id, owner_hash, body, updated_at) VALUES (?, ?, ?, ?, ?)",
    ),
    getDoc: db.prepare("SELECT * FROM documents WHERE kind = ? AND id = ?"),
    listDocs: db.prepare("SELECT kind, id, updated_at FROM documents WHERE kind = ? ORDER BY id LIMIT 500"),
  };

  let pending: PendingAppend[] = [];
  let scheduled = false;
  const commitBatch = db.transaction((batch: PendingAppend[]) =>
    batch.map((p) => {
      const changed = q.append.run(p.code, p.entry.seq, JSON.stringify(p.entry)).changes;
      if (changed === 1 && p.snapshot)
        q.snapshot.run(p.code, p.snapshot.seq, JSON.stringify(p.snapshot.data));
      return changed === 1;
    }),
  );
  const flush = (): void => {
    scheduled = false;
    const batch = pending;
    pending = [];
    let written: boolean[];
    try {
      written = commitBatch(batch);
    } catch (e) {
      for (const p of batch) p.done(e as Error);
      return;
    }
    for (const [i, p] of batch.entries())
      p.done(written[i] ? undefined : new SeqConflictError(p.code, p.entry.seq));
  };

  const row = <T>(v: unknown) => v as T | undefined;
  return {
    kind: "sqlite",
    async createRoom({ head, meta }, hostClientHash) {
      db.transaction(() => {
        q.insertRoom.run(
          head.code,
          head.game,
          JSON.stringify(head.config),
          head.seed,
          head.createdAt,
          JSON.stringify(meta),
        );
        if (hostClientHash) q.member.run(hostClientHash, head.code, "host");
      })();
    },
    async loadRoom(code) {
      const r = row<{
        code: string;
        game: string;
        config: string;
        seed: string;
        created_at: number;
        meta: string;
      }>(q.room.get(code));
      if (!r) return null;
      const head = {
        code: r.code,
        game: r.game,
        config: JSON.parse(r.config),
        seed: r.seed,
        createdAt: r.created_at,
      };
      return { head, meta: JSON.parse(r.meta) as RoomMeta } satisfies StoredRoom;
    },
    async saveMeta(code, meta) {
      q.meta.run(JSON.stringify(meta), code);
    },
    async addMember(code, clientHash, role) {
      q.member.run(clientHash, code, role);
    },
    async roomsOf(clientHash) {
      return (
        q.roomsOf.all(clientHash) as { code: string; game: string; role: string; created_at: number }[]
      ).map(
        (r): RoomListing => ({
          code: r.code,
          game: r.game,
          role: r.role as RoomListing["role"],
          createdAt: r.created_at,
        }),
      );
    },
    append(code, entry, snapshot) {
      return new Promise<void>((resolve, reject) => {
        pending.push({ code, entry, snapshot, done: (e) => (e ? reject(e) : resolve()) });
        if (!scheduled) {
          scheduled = true;
          setImmediate(flush);
        }
      });
    },
    async readLog(code, afterSeq = 0) {
      return (q.log.all(code, afterSeq) as { entry: string }[]).map(
        (r) => JSON.parse(r.entry) as LogEntry<Json>,
      );
    },
    async latestSnapshot(code) {
      const r = row<{ seq: number; data: string }>(q.latest.get(code));
      return r ? { seq: r.seq, data: JSON.parse(r.data) as Json } : null;
    },
    async saveGame(ownerHash, s) {
      q.save.run(s.id, ownerHash, s.name, s.game, JSON.stringify(s.record), s.createdAt);
    },
    async savesOf(ownerHash) {
      return (
        q.savesOf.all(ownerHash) as { id: string; name: string; game: string; created_at: number }[]
      ).map((r) => ({ id: r.id, name: r.name, game: r.game, createdAt: r.created_at }));
    },
    async loadSave(id) {
      const r = row<{
        id: string;
        owner_hash: string;
        name: string;
        game: string;
        record: string;
        created_at: number;
      }>(q.loadSave.get(id));
      if (!r) return null;
      return {
        id: r.id,
        ownerHash: r.owner_hash,
        name: r.name,
        game: r.game,
        record: JSON.parse(r.record) as Json,
        createdAt: r.created_at,
      };
    },
    async putDocument(ownerHash, doc: StoredDocument) {
      return db.transaction(() => {
        const owner = row<{ owner_hash: string }>(q.docOwner.get(doc.kind, doc.id));
        if (owner && owner.owner_hash !== ownerHash) return false;
        q.putDoc.run(doc.kind, doc.id, ownerHash, JSON.stringify(doc.body), doc.updatedAt);
        return true;
      })();
    },
    async getDocument(kind, id) {
      const r = row<{ kind: string; id: string; body: string; updated_at: number }>(q.getDoc.get(kind, id));
      return r ? { kind: r.kind, id: r.id, body: JSON.parse(r.body) as Json, updatedAt: r.updated_at } : null;
    },
    async listDocuments(kind) {
      return (q.listDocs.all(kind) as { kind: string; id: string; updated_at: number }[]).map((r) => ({
        kind: r.kind,
        id: r.id,
        updatedAt: r.updated_at,
      }));
    },
    async ping() {
      db.prepare("SELECT 1").get();
    },
    async close() {
      if (pending.length > 0) flush();
      db.close();
    },
  };
}
