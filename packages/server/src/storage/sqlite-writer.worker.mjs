// The SQLite writer thread (plain JS so it runs under tsx, Vitest and plain Node alike). It owns the one
// write connection; every batch it receives is committed in one transaction with synchronous=FULL, so the
// fsync happens here and never blocks the server's event loop. Requests: { id, op, args }.
import { parentPort, workerData } from "node:worker_threads";
import Database from "better-sqlite3";

const db = new Database(workerData.file);
db.pragma("journal_mode = WAL");
db.pragma("synchronous = FULL");
db.pragma("foreign_keys = ON");
db.pragma("busy_timeout = 5000");

const q = {
  insertRoom: db.prepare(
    "INSERT INTO rooms (code, game, config, seed, created_at, meta, touched_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
  ),
  meta: db.prepare("UPDATE rooms SET meta = ? WHERE code = ?"),
  member: db.prepare("INSERT OR IGNORE INTO room_members (client_hash, code, role) VALUES (?, ?, ?)"),
  append: db.prepare("INSERT OR IGNORE INTO room_log (code, seq, entry) VALUES (?, ?, ?)"),
  touch: db.prepare("UPDATE rooms SET touched_at = ? WHERE code = ?"),
  finished: db.prepare("UPDATE rooms SET finished_at = ? WHERE code = ? AND finished_at IS NULL"),
  expired: db.prepare(
    `SELECT code FROM rooms WHERE (finished_at IS NOT NULL AND finished_at < ?) OR touched_at < ?
     ORDER BY touched_at LIMIT ?`,
  ),
  dropMembers: db.prepare("DELETE FROM room_members WHERE code = ?"),
  dropLog: db.prepare("DELETE FROM room_log WHERE code = ?"),
  dropSnapshot: db.prepare("DELETE FROM room_snapshots WHERE code = ?"),
  dropRoom: db.prepare("DELETE FROM rooms WHERE code = ?"),
  snapshot: db.prepare("INSERT OR REPLACE INTO room_snapshots (code, seq, data) VALUES (?, ?, ?)"),
  save: db.prepare(
    "INSERT INTO saves (id, owner_hash, name, game, record, created_at, sealed) VALUES (?, ?, ?, ?, ?, ?, ?)",
  ),
  docOwner: db.prepare("SELECT owner_hash FROM documents WHERE kind = ? AND id = ?"),
  putDoc: db.prepare(
    "INSERT OR REPLACE INTO documents (kind, id, owner_hash, body, updated_at) VALUES (?, ?, ?, ?, ?)",
  ),
};

/** Runs one write; its value goes back to the caller. */
const ops = {
  createRoom([room, hostClientHash]) {
    q.insertRoom.run(...room, room[4]);
    if (hostClientHash) q.member.run(hostClientHash, room[0], "host");
    return true;
  },
  saveMeta: ([meta, code]) => q.meta.run(meta, code).changes === 1,
  addMember: (args) => q.member.run(...args).changes === 1,
  append([code, seq, entry, snapSeq, snapData, now]) {
    const written = q.append.run(code, seq, entry).changes === 1;
    if (written && snapData !== null) q.snapshot.run(code, snapSeq, snapData);
    if (written) q.touch.run(now, code);
    return written;
  },
  markFinished: ([code, at]) => q.finished.run(at, code).changes === 1,
  purgeRooms([finishedBefore, idleBefore, keep, limit]) {
    const kept = new Set(keep);
    const codes = q.expired
      .all(finishedBefore, idleBefore, limit + kept.size)
      .map((r) => r.code)
      .filter((c) => !kept.has(c))
      .slice(0, limit);
    for (const code of codes) {
      q.dropMembers.run(code);
      q.dropLog.run(code);
      q.dropSnapshot.run(code);
      q.dropRoom.run(code);
    }
    return codes;
  },
  saveGame: (args) => q.save.run(...args).changes === 1,
  putDocument([kind, id, owner, body, updatedAt]) {
    const current = q.docOwner.get(kind, id);
    if (current && current.owner_hash !== owner) return false;
    q.putDoc.run(kind, id, owner, body, updatedAt);
    return true;
  },
};

const runAll = db.transaction((batch) => batch.map((w) => ops[w.op](w.args)));

parentPort.on("message", (msg) => {
  if (msg === "close") {
    db.close();
    parentPort.postMessage("closed");
    return;
  }
  try {
    const values = runAll(msg);
    parentPort.postMessage(msg.map((w, i) => ({ id: w.id, value: values[i] })));
  } catch {
    // One bad write must not sink the others: commit each alone and report its own error.
    parentPort.postMessage(
      msg.map((w) => {
        try {
          return { id: w.id, value: db.transaction(() => ops[w.op](w.args))() };
        } catch (e) {
          return { id: w.id, error: e instanceof Error ? e.message : String(e) };
        }
      }),
    );
  }
});
