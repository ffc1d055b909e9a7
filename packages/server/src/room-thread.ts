// A room thread (cluster/thread-router.ts): rooms loaded from storage and run here, their updates and answers
// handed to the main thread, which owns the sockets. Started by the main thread with a RoomThreadSetup.
import { parentPort, workerData } from "node:worker_threads";
import { LocalRouter } from "./cluster/local-router.ts";
import {
  type FromRoomThread,
  Outbox,
  type RoomThreadSetup,
  type ToRoomThread,
} from "./cluster/room-thread-messages.ts";
import { serverGames } from "./games/server-games.ts";
import { RoomDirectory } from "./rooms/directory.ts";
import type { RoomOutlet } from "./rooms/room-messages.ts";
import type { Storage } from "./storage/types.ts";

const port = parentPort;
if (!port) throw new Error("room-thread.ts runs as a worker thread of the server");
const setup = workerData as RoomThreadSetup;
const outbox = new Outbox<FromRoomThread>((batch, transfer) => port.postMessage(batch, transfer));
const utf8 = new TextEncoder();

/** A broadcast's messages as UTF-8, each distinct text encoded once (viewers with the same update share it). */
function encoded(byViewer: ReadonlyMap<string, string>): Map<string, Uint8Array> {
  const bytes = new Map<string, Uint8Array>();
  const byText = new Map<string, Uint8Array>();
  for (const [viewer, text] of byViewer) {
    let b = byText.get(text);
    if (b === undefined) {
      b = utf8.encode(text);
      byText.set(text, b);
    }
    bytes.set(viewer, b);
  }
  return bytes;
}

async function openRoomStorage(): Promise<Storage> {
  if (setup.storage.kind === "sqlite") {
    if (!setup.writer) throw new Error("a room thread on SQLite needs the port to the writer thread");
    const { openSqliteReader } = await import("./storage/sqlite.ts");
    return openSqliteReader(setup.storage.file, setup.writer);
  }
  const { openPostgresStorage } = await import("./storage/postgres.ts");
  return openPostgresStorage({
    url: setup.storage.url,
    ...(setup.storage.schema ? { schema: setup.storage.schema } : {}),
  });
}

const storage = await openRoomStorage();
const registry = await serverGames(setup.games);
const watched = new Set<string>();
const outlet: RoomOutlet = {
  broadcast: (room, byViewer) => {
    const bytes = encoded(byViewer);
    outbox.post({ t: "b", room, byViewer: bytes }, [
      ...new Set([...bytes.values()].map((b) => b.buffer as ArrayBuffer)),
    ]);
  },
  closeSeat: (room, seat, code, reason) => outbox.post({ t: "closeSeat", room, seat, code, reason }),
  rollCall: (room) => outbox.post({ t: "rollCall", room }),
};
const directory = new RoomDirectory(
  storage,
  registry,
  { outlet, snapshotEvery: setup.snapshotEvery, botDelayMs: setup.botDelayMs },
  (code) => outbox.post({ t: "gone", code }),
  { ...setup.idle, connected: (code) => watched.has(code) },
);
const rooms = new LocalRouter(directory);

async function close(): Promise<void> {
  await rooms.close();
  await storage.close();
  outbox.post({ t: "closed" });
  outbox.flush();
  process.exit(0);
}

port.on("message", (batch: ToRoomThread[]) => {
  for (const m of batch) {
    switch (m.t) {
      case "req":
        rooms.call(m.code, m.request).then(
          (result) => outbox.post({ t: "res", id: m.id, result }),
          (e: Error) => outbox.post({ t: "fail", id: m.id, message: e.message }),
        );
        break;
      case "watch":
        watched.add(m.code);
        break;
      case "unwatch":
        watched.delete(m.code);
        break;
      case "close":
        void close();
        break;
    }
  }
});
outbox.post({ t: "ready" });
