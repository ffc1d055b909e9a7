// The SQLite writer thread (plain JS so it runs under tsx, Vitest and plain Node alike). It owns the one
// write connection and knows no query: it runs the statements Kysely compiled on the main thread
// (`kysely-storage.ts`). Every batch it receives is committed in one transaction with synchronous=FULL, so
// the fsync happens here and never blocks the server's event loop. Requests: { id, steps }, where a step
// is { sql, parameters, stopUnlessChanged? }; `{ port }` adds a room thread's own port to serve.
import { parentPort, workerData } from "node:worker_threads";
import Database from "better-sqlite3";

const db = new Database(workerData.file);
db.pragma("journal_mode = WAL");
db.pragma("synchronous = FULL");
db.pragma("foreign_keys = ON");
db.pragma("busy_timeout = 5000");

/** Prepared statements by SQL text (bounded: `IN (?, ?, ...)` lists make new texts). */
const prepared = new Map();
function statement(sql) {
  let s = prepared.get(sql);
  if (!s) {
    if (prepared.size >= 500) prepared.clear();
    s = db.prepare(sql);
    prepared.set(sql, s);
  }
  return s;
}

/** Runs one write's steps; a step that changes nothing and says so ends the write. */
function runWrite(steps) {
  const out = [];
  for (const step of steps) {
    const s = statement(step.sql);
    if (s.reader) {
      const rows = s.all(...step.parameters);
      out.push({ changes: rows.length, rows });
      continue;
    }
    const { changes } = s.run(...step.parameters);
    out.push({ changes, rows: [] });
    if (step.stopUnlessChanged && changes === 0) break;
  }
  return out;
}

const runAll = db.transaction((batch) => batch.map((w) => runWrite(w.steps)));

/**
 * Answers the batches of one port: the main thread's, or a room thread's (`{ port }` sent by the main thread,
 * SqliteWriter.connect), each batch committed in one transaction.
 */
function serve(port) {
  port.on("message", (msg) => {
    if (msg === "close") {
      db.close();
      port.postMessage("closed");
      return;
    }
    if (msg.port) return serve(msg.port);
    try {
      const values = runAll(msg);
      port.postMessage(msg.map((w, i) => ({ id: w.id, value: values[i] })));
    } catch {
      // One bad write must not sink the others: commit each alone and report its own error.
      port.postMessage(
        msg.map((w) => {
          try {
            return { id: w.id, value: db.transaction(() => runWrite(w.steps))() };
          } catch (e) {
            return { id: w.id, error: e instanceof Error ? e.message : String(e) };
          }
        }),
      );
    }
  });
}
serve(parentPort);
