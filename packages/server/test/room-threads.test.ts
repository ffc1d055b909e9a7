import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { Worker } from "node:worker_threads";
import { afterAll, describe, expect, it } from "vitest";
import { bundleServer, ROOM_THREAD_BUNDLE } from "../../../scripts/server-bundle.mjs";
import { ThreadRouter } from "../src/cluster/thread-router.ts";
import { serverGames } from "../src/games/server-games.ts";
import { Hub } from "../src/net/hub.ts";
import { createRoom } from "../src/rooms/create-room.ts";
import { openPostgresStorage } from "../src/storage/postgres.ts";
import { openSqliteStorage } from "../src/storage/sqlite.ts";
import { type DrivenRoom, drive, expectLogged, newDuelRoom } from "./helpers/driver.ts";
import { dropSchema, PG_URL, uniqueSchema } from "./helpers/pg.ts";
import { freePort, type ServerProcess, spawnServer } from "./helpers/process.ts";
import { post, seatedDuel } from "./helpers/server.ts";
import { type Msg, TestClient } from "./helpers/ws-client.ts";

const ROOT = fileURLToPath(new URL("../../../", import.meta.url));

// ROOM_THREADS: the rooms run on worker threads, the main thread keeps the sockets (cluster/thread-router.ts).
const dirs: string[] = [];
const running: ServerProcess[] = [];
const schemas: string[] = [];
afterAll(async () => {
  for (const s of running) await s.kill9();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
  for (const s of schemas) await dropSchema(s);
});

async function threadedServer(env: Record<string, string> = {}): Promise<ServerProcess> {
  const dataDir = mkdtempSync(join(tmpdir(), "horda-threads-"));
  dirs.push(dataDir);
  const server = await spawnServer({
    PORT: String(await freePort()),
    DATA_DIR: dataDir,
    WS_RATE: "1000",
    ROOM_THREADS: "2",
    ...env,
  });
  running.push(server);
  return server;
}

const FIRST_NIGHT = {
  mission: "first-night",
  players: 2,
  survivors: [
    { id: "wanda", seat: "p1" },
    { id: "doug", seat: "p2" },
  ],
};

describe("rooms on room threads (ROOM_THREADS=2)", () => {
  it("plays a Zombicide room: the other seat and a spectator get each update, then the ack; unknown rooms are refused", async () => {
    const server = await threadedServer();
    const created = await post(`${server.url}/api/rooms`, { game: "zombicide", config: FIRST_NIGHT });
    expect(created.status).toBe(201);
    const joined = await post(`${server.url}/api/rooms/${created.body.code}/join`, { name: "Bia" });
    const code = created.body.code as string;
    const p1 = await TestClient.open(server.url);
    const p2 = await TestClient.open(server.url);
    const watcher = await TestClient.open(server.url);
    const welcomes: Msg[] = [
      await p1.request({ type: "join", room: code, seat: "p1", token: created.body.seatToken }),
      await p2.request({ type: "join", room: code, seat: joined.body.seat, token: joined.body.seatToken }),
    ];
    expect(await watcher.request({ type: "join", room: code })).toMatchObject({
      type: "welcome",
      seat: null,
    });
    expect(welcomes[0]?.view.mission.id).toBe("first-night");

    // The seat to act plays; the other seat and the spectator see it.
    const i = welcomes.findIndex((w) => w.legal.length > 0);
    const [actor, other, welcome] = [[p1, p2][i], [p2, p1][i], welcomes[i]] as [TestClient, TestClient, Msg];
    const command = welcome.legal.find((c: Msg) => c.type === "move") ?? welcome.legal[0];
    actor.send({ type: "command", id: "c1", seq: welcome.seq, command });
    const update = await actor.next((m) => m.type === "update" || m.type === "error");
    expect(update).toMatchObject({ type: "update", seq: welcome.seq + 1, seat: welcome.seat });
    expect(await actor.next((m) => m.type === "ack")).toMatchObject({ id: "c1", seq: welcome.seq + 1 });
    for (const c of [other, watcher])
      expect(await c.next((m) => m.type === "update")).toMatchObject({ seq: welcome.seq + 1, command });

    // A reconnecting seat gets what it missed from the room thread's recent steps.
    p2.close();
    await sleep(50);
    const again = await TestClient.open(server.url);
    const rejoined = await again.request({
      type: "join",
      room: code,
      seat: joined.body.seat,
      token: joined.body.seatToken,
      lastSeq: welcome.seq,
    });
    expect(rejoined.missed.map((s: Msg) => s.seq)).toEqual([welcome.seq + 1]);

    expect(await again.request({ type: "join", room: "ZZZZZZZZZZZZZZZZ" })).toMatchObject({
      type: "error",
      code: "already_joined",
    });
    const stranger = await TestClient.open(server.url);
    expect(await stranger.request({ type: "join", room: "ZZZZZZZZZZZZZZZZ" })).toMatchObject({
      type: "error",
      code: "unknown_room",
    });
    for (const c of [p1, again, watcher, stranger]) c.close();
  }, 60_000);

  it("passes the host's controls through: a pause everyone hears, a kick that closes the seat's connection", async () => {
    const server = await threadedServer();
    const { host, p1, p2 } = await seatedDuel(server.url);
    expect(
      (await host.request({ type: "host", id: "h1", action: { kind: "pause", paused: true } })).type,
    ).toBe("ack");
    expect(await p2.next((m) => m.type === "room" && m.paused === true)).toMatchObject({ paused: true });
    expect(await p1.request({ type: "command", seq: 0, command: { type: "end" } })).toMatchObject({
      code: "paused",
    });
    await host.request({ type: "host", action: { kind: "kick", seat: "p2" } });
    expect((await p2.closed).code).toBe(4003);
    host.close();
    p1.close();
  }, 60_000);

  it("plays six rooms at once to their end, and a kill -9 mid-play loses no acknowledged command", async () => {
    let server = await threadedServer();
    const dataDir = dirs[dirs.length - 1] as string;
    const rooms: DrivenRoom[] = [];
    for (let i = 0; i < 6; i++) rooms.push(await newDuelRoom(server.url));
    // Their codes spread over both threads (a code picks its thread); all play at once.
    await Promise.all(rooms.slice(0, 3).map((r) => drive(server.url, r, 10_000)));
    expect(rooms.slice(0, 3).every((r) => r.finished)).toBe(true);

    const url = server.url;
    const play = Promise.all(rooms.slice(3).map((r) => drive(url, r, 10_000)));
    const acked = () => rooms.slice(3).reduce((n, r) => n + r.acked.size, 0);
    for (let waited = 0; acked() < 12 && waited < 10_000; waited += 10) await sleep(10);
    await server.kill9();
    await play;
    expect(acked()).toBeGreaterThanOrEqual(12);

    server = await threadedServer({ DATA_DIR: dataDir });
    for (const room of rooms.slice(3)) {
      const c = await TestClient.open(server.url);
      const back = await c.request({ type: "join", room: room.code, seat: "p1", token: room.tokens.p1 });
      c.close();
      expect(back.seq).toBeGreaterThanOrEqual(Math.max(0, ...room.acked.keys()));
    }
    await Promise.all(rooms.slice(3).map((r) => drive(server.url, r, 10_000)));
    expect(rooms.every((r) => r.finished)).toBe(true);
    await server.stop();

    const storage = await openSqliteStorage(join(dataDir, "horda.db"));
    expect(await expectLogged((code) => storage.readLog(code), rooms)).toBeGreaterThan(12);
    await storage.close();
  }, 120_000);

  it("runs its room threads on PostgreSQL too", async () => {
    const schema = uniqueSchema("threads");
    schemas.push(schema);
    const server = await threadedServer({ DATABASE_URL: PG_URL, PG_SCHEMA: schema });
    const rooms = [await newDuelRoom(server.url), await newDuelRoom(server.url)];
    await Promise.all(rooms.map((r) => drive(server.url, r, 10_000)));
    expect(rooms.every((r) => r.finished)).toBe(true);
    await server.stop();
    const storage = await openPostgresStorage({ url: PG_URL, schema, poolSize: 1 });
    expect(await expectLogged((code) => storage.readLog(code), rooms)).toBeGreaterThan(4);
    await storage.close();
  }, 60_000);

  it("starts a room thread again when it dies: a request it held fails, the room loads again from storage", async () => {
    await bundleServer(ROOT);
    const dataDir = mkdtempSync(join(tmpdir(), "horda-threads-"));
    dirs.push(dataDir);
    const file = join(dataDir, "horda.db");
    const storage = await openSqliteStorage(file);
    const router = new ThreadRouter({
      entry: pathToFileURL(join(ROOT, ROOM_THREAD_BUNDLE)),
      threads: 1,
      hub: new Hub(),
      storage,
      setup: {
        storage: { kind: "sqlite", file },
        games: { testGames: true },
        snapshotEvery: 50,
        botDelayMs: 0,
        idle: { ms: 0, finishedMs: 0 },
      },
    });
    try {
      await router.ready();
      const created = await createRoom(storage, await serverGames({ testGames: true }), {
        game: "duel",
        config: { handSize: 3, target: 50, maxTurns: 100 },
        clientHash: null,
      });
      if (!created.ok) throw new Error(created.message);
      expect((await router.call(created.code, { kind: "info" })).info).toMatchObject({ seq: 0 });
      expect(router.loaded()).toEqual([created.code]);

      // As a crash would: the thread goes away with a request in hand.
      const thread = (router as unknown as { threads: { worker: Worker }[] }).threads[0] as {
        worker: Worker;
      };
      const held = router.call(created.code, { kind: "info" });
      await thread.worker.terminate();
      await expect(held).rejects.toThrow(/room thread stopped/);
      expect(router.loaded()).toEqual([]);

      await router.ready();
      const again = await router.call(created.code, { kind: "info" });
      expect(again.info).toMatchObject({ code: created.code, seq: 0, game: "duel" });
    } finally {
      await router.close();
      await storage.close();
    }
  }, 60_000);
});
