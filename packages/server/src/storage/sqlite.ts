import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import type { Json, LogEntry } from "@horda/table";
import Database from "better-sqlite3";
import type { RoomMeta } from "../rooms/meta.ts";
import { SQLITE_MIGRATIONS } from "./sqlite-schema.ts";
import { SqliteWriter } from "./sqlite-writer.ts";
import { type RoomListing, SeqConflictError, type Storage, type StoredRoom } from "./types.ts";

/**
 * SQLite storage: one file in WAL mode. Reads run here; every write goes to a writer thread that commits
 * with `synchronous = FULL` (`sqlite-writer.ts`), so an acknowledged write survives a crash and the fsync
 * never stalls the event loop. Writes arriving together share one commit.
 */
export function openSqliteStorage(file: string): Storage {
  mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma("journal_mode = WAL");
  db.pragma("busy_timeout = 5000");
  const version = db.pragma("user_version", { simple: true }) as number;
  for (let v = version; v < SQLITE_MIGRATIONS.length; v++) {
    db.transaction(() => {
      db.exec(SQLITE_MIGRATIONS[v] as string);
      db.pragma(`user_version = ${v + 1}`);
    })();
  }
  const writer = new SqliteWriter(file);

  const q = {
    room: db.prepare("SELECT * FROM rooms WHERE code = ?"),
    roomsOf: db.prepare(
      `SELECT r.code, r.game, m.role, r.created_at FROM room_members m JOIN rooms r ON r.code = m.code
       WHERE m.client_hash = ? ORDER BY r.created_at DESC, r.code LIMIT 200`,
    ),
    log: db.prepare("SELECT entry FROM room_log WHERE code = ? AND seq > ? ORDER BY seq"),
    latest: db.prepare("SELECT seq, data FROM room_snapshots WHERE code = ?"),
    savesOf: db.prepare(
      "SELECT id, name, game, created_at, sealed FROM saves WHERE owner_hash = ? ORDER BY created_at DESC LIMIT 200",
    ),
    loadSave: db.prepare("SELECT * FROM saves WHERE id = ?"),
    getDoc: db.prepare("SELECT * FROM documents WHERE kind = ? AND id = ?"),
    listDocs: db.prepare("SELECT kind, id, updated_at FROM documents WHERE kind = ? ORDER BY id LIMIT 500"),
  };
  const row = <T>(v: unknown) => v as T | undefined;

  return {
    kind: "sqlite",
    async createRoom({ head, meta }, hostClientHash) {
      const room = [
        head.code,
        head.game,
        JSON.stringify(head.config),
        head.seed,
        head.createdAt,
        JSON.stringify(meta),
      ];
      await writer.write("createRoom", [room, hostClientHash]);
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
      await writer.write("saveMeta", [JSON.stringify(meta), code]);
    },
    async addMember(code, clientHash, role) {
      await writer.write("addMember", [clientHash, code, role]);
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
    async append(code, entry, snapshot) {
      const args = [
        code,
        entry.seq,
        JSON.stringify(entry),
        snapshot?.seq ?? null,
        snapshot ? JSON.stringify(snapshot.data) : null,
        Date.now(),
      ];
      if (!(await writer.write<boolean>("append", args))) throw new SeqConflictError(code, entry.seq);
    },
    async markFinished(code, at) {
      await writer.write("markFinished", [code, at]);
    },
    async purgeRooms(cut) {
      return writer.write<string[]>("purgeRooms", [cut.finishedBefore, cut.idleBefore, cut.keep, cut.limit]);
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
      await writer.write("saveGame", [
        s.id,
        ownerHash,
        s.name,
        s.game,
        JSON.stringify(s.record),
        s.createdAt,
        s.sealed ? 1 : 0,
      ]);
    },
    async savesOf(ownerHash) {
      return (
        q.savesOf.all(ownerHash) as {
          id: string;
          name: string;
          game: string;
          created_at: number;
          sealed: number;
        }[]
      ).map((r) => ({
        id: r.id,
        name: r.name,
        game: r.game,
        createdAt: r.created_at,
        sealed: r.sealed === 1,
      }));
    },
    async loadSave(id) {
      const r = row<{
        id: string;
        owner_hash: string;
        name: string;
        game: string;
        record: string;
        created_at: number;
        sealed: number;
      }>(q.loadSave.get(id));
      if (!r) return null;
      return {
        id: r.id,
        ownerHash: r.owner_hash,
        name: r.name,
        game: r.game,
        record: JSON.parse(r.record) as Json,
        createdAt: r.created_at,
        sealed: r.sealed === 1,
      };
    },
    async putDocument(ownerHash, doc) {
      return writer.write<boolean>("putDocument", [
        doc.kind,
        doc.id,
        ownerHash,
        JSON.stringify(doc.body),
        doc.updatedAt,
      ]);
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
      await writer.close();
      if (db.open) db.close();
    },
  };
}
