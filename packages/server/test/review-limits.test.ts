import { duel } from "@horda/table/testing";
import { describe, expect, it } from "vitest";
import WebSocket from "ws";
import type { HordaServer, ServerOptions } from "../src/app.ts";
import { DEFAULT_GAMES } from "../src/games/default-games.ts";
import { type AnyGame, createRegistry } from "../src/games/registry.ts";
import { MAX_SAVE_ENTRIES } from "../src/http/save-replay.ts";
import { MAX_UNDO_FRAMES } from "../src/rooms/bounded-history.ts";
import { useServerFixture } from "./helpers/fixture.ts";
import { latestPicture } from "./helpers/play.ts";
import { duelRoom, get, post } from "./helpers/server.ts";
import type { TestStore } from "./helpers/storages.ts";
import { type Msg, TestClient } from "./helpers/ws-client.ts";

// Findings 1 (sandbox rooms grow; per-connection rate limits) and 11 (resource limits) of issue 19.

const fixture = useServerFixture();
let store: TestStore;
let server: HordaServer;
let url: string;

async function start(options: Partial<ServerOptions> = {}) {
  ({ server, url, store } = await fixture.start("sqlite", {
    registry: createRegistry([duel as AnyGame, ...DEFAULT_GAMES]),
    ...options,
  }));
}
const open = (): Promise<TestClient> => fixture.client(url);
const FAST = { limits: { perSecond: 100_000, burst: 100_000 } };

describe("finding 1: sandbox rooms stay bounded", () => {
  it("the undo history and the stored snapshot stop growing; undo reaches back a bounded number of commands", async () => {
    await start(FAST);
    const created = await post(`${url}/api/rooms`, {
      game: "zombicide",
      config: {
        mission: "first-night",
        players: 1,
        survivors: [{ id: "wanda", seat: "p1" }],
        modules: ["sandbox"],
      },
    });
    expect(created.status).toBe(201);
    const p1 = await open();
    let pic: Msg = await p1.request({
      type: "join",
      room: created.body.code,
      seat: "p1",
      token: created.body.seatToken,
    });
    const sizes = new Map<number, number>();
    for (let i = 0; i < 200; i++) {
      const noise = pic.legal.filter((c: { type: string }) => c.type === "sandboxAddNoise");
      expect(noise.length).toBeGreaterThan(0);
      const ack = await p1.request({ type: "command", seq: pic.seq, command: noise[i % noise.length] });
      expect(ack.type).toBe("ack");
      pic = await p1.next((m) => m.type === "update" && m.seq === ack.seq);
      if (ack.seq % 50 === 0) {
        const snap = await store.storage.latestSnapshot(created.body.code);
        sizes.set(ack.seq, JSON.stringify(snap?.data).length);
      }
    }
    // From 100 to 200 commands the snapshot holds the same bounded history.
    expect(sizes.get(200)!).toBeLessThan(sizes.get(100)! * 1.2);
    let undone = 0;
    for (; undone < MAX_UNDO_FRAMES + 5; undone++) {
      const answer = await p1.request({ type: "undo", seq: pic.seq });
      if (answer.type !== "ack") {
        expect(answer.code).toBe("undo_limit");
        break;
      }
      pic = await p1.next((m) => m.type === "update" && m.seq === answer.seq);
    }
    expect(undone).toBeLessThanOrEqual(MAX_UNDO_FRAMES);
    expect(undone).toBeGreaterThan(MAX_UNDO_FRAMES / 2);
  }, 60_000);

  it("a seat's connections share one rate limit", async () => {
    await start({ limits: { perSecond: 1, burst: 10 } });
    const room = await duelRoom(url);
    const socks: TestClient[] = [];
    for (let i = 0; i < 4; i++) {
      const c = await open();
      expect((await c.request({ type: "join", room: room.code, seat: "p1", token: room.p1 })).type).toBe(
        "welcome",
      );
      socks.push(c);
    }
    for (const c of socks) for (let i = 0; i < 10; i++) c.send({ type: "ping", id: `n${i}` });
    const answers = await Promise.all(
      socks.map(async (c) => {
        const got: string[] = [];
        for (let i = 0; i < 10; i++)
          got.push((await c.next((m) => m.type === "pong" || m.type === "error")).type);
        return got;
      }),
    );
    const limited = answers.flat().filter((t) => t === "error").length;
    expect(limited).toBeGreaterThanOrEqual(25);
  });
});

describe("finding 11: resource limits", () => {
  it("refuses more connections from one address than allowed", async () => {
    await start({ limits: { perAddress: 3 } });
    for (let i = 0; i < 3; i++) await open();
    await expect(TestClient.open(url)).rejects.toThrow(/429/);
    fixture.closeClients();
    await new Promise((r) => setTimeout(r, 100));
    await open();
  });

  it("closes a socket that joins no room in time; a joined one stays", async () => {
    await start({ limits: { joinTimeoutMs: 200 } });
    const room = await duelRoom(url);
    const idle = await open();
    const joined = await open();
    await joined.request({ type: "join", room: room.code });
    expect((await idle.closed).code).toBe(1008);
    await new Promise((r) => setTimeout(r, 300));
    expect(joined.ws.readyState).toBe(WebSocket.OPEN);
  });

  it("drops a socket that stops answering pings", async () => {
    await start({ limits: { heartbeatMs: 100 } });
    const room = await duelRoom(url);
    const ws = new WebSocket(`${url.replace(/^http/, "ws")}/ws`, { autoPong: false });
    await new Promise((resolve) => ws.once("open", resolve));
    ws.send(JSON.stringify({ type: "join", room: room.code }));
    const closed = await Promise.race([
      new Promise((resolve) => ws.once("close", () => resolve("closed"))),
      new Promise((resolve) => setTimeout(() => resolve("open"), 2000)),
    ]);
    ws.terminate();
    expect(closed).toBe("closed");
    const live = await open();
    await live.request({ type: "join", room: room.code });
    await new Promise((r) => setTimeout(r, 400));
    expect(live.ws.readyState).toBe(WebSocket.OPEN);
  });

  it("sends a Zurvivors card set once per client, not in every update", async () => {
    await start(FAST);
    const created = await post(`${url}/api/rooms`, { game: "zurvivors", config: { players: 3 } });
    const tokens: Record<string, string> = { p1: created.body.seatToken };
    for (const seat of ["p2", "p3"])
      tokens[seat] = (await post(`${url}/api/rooms/${created.body.code}/join`, {})).body.seatToken;
    const raw: Record<string, string[]> = {};
    const seats: Record<string, TestClient> = {};
    const sets: Record<string, unknown> = {};
    for (const [seat, token] of Object.entries(tokens)) {
      const c = await open();
      raw[seat] = [];
      c.ws.on("message", (d) => raw[seat]!.push(d.toString()));
      const welcome = await c.request({ type: "join", room: created.body.code, seat, token });
      expect(welcome.view.set).toBeDefined();
      sets[seat] = welcome.view.set;
      seats[seat] = c;
    }
    const [seat, client] = Object.entries(seats).find(([, c]) => latestPicture(c).legal.length > 0)!;
    const pic = latestPicture(client);
    const ack = await client.request({ type: "command", seq: pic.seq, command: pic.legal[0] });
    expect(ack.type, seat).toBe("ack");
    for (const [s, c] of Object.entries(seats)) {
      const update = await c.next((m) => m.type === "update" && m.seq === ack.seq);
      expect(update.view.set).toBeUndefined();
      expect(update.gone ?? []).not.toContain("set");
      expect(latestPicture(c).view.set).toEqual(sets[s]);
      const text = raw[s]!.find((t) => t.includes('"type":"update"'))!;
      expect(text.length).toBeLessThan(10_000);
      const resync = await c.request({ type: "resync", fromSeq: 0 });
      expect(resync.view.set).toBeDefined();
    }
  });

  it("refuses a save record longer than the bound before replaying it", async () => {
    await start();
    const log = Array.from({ length: MAX_SAVE_ENTRIES + 1 }, (_, i) => ({
      kind: "command",
      seq: i + 1,
      seat: "p1",
      command: { type: "end" },
    }));
    const record = {
      format: 1,
      game: "duel",
      config: { handSize: 3, target: 15, maxTurns: 12 },
      seed: "s",
      log,
    };
    const answer = await post(
      `${url}/api/saves`,
      { name: "long", record },
      { "x-client-token": "c".repeat(20) },
    );
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe("record_too_long");
  });

  it("deletes finished and abandoned rooms past their retention, not loaded ones", async () => {
    await start({ roomIdleMs: 50, retention: { finishedMs: 1, idleMs: 0 } });
    const room = await duelRoom(url, { handSize: 3, target: 5, maxTurns: 1 });
    const p1 = await open();
    let pic = await p1.request({ type: "join", room: room.code, seat: "p1", token: room.p1 });
    const p2 = await open();
    await p2.request({ type: "join", room: room.code, seat: "p2", token: room.p2 });
    for (let i = 0; i < 20 && pic.status.kind !== "finished"; i++) {
      const actor = latestPicture(p1).legal.length > 0 ? p1 : p2;
      pic = latestPicture(actor);
      if (pic.legal.length === 0) break;
      const ack = await actor.request({ type: "command", seq: pic.seq, command: pic.legal[0] });
      pic = await p1.next((m) => m.type === "update" && m.seq === ack.seq);
    }
    expect(pic.status.kind).toBe("finished");
    const other = await duelRoom(url);
    const watcher = await open();
    await watcher.request({ type: "join", room: other.code });
    p1.close();
    p2.close();
    await new Promise((r) => setTimeout(r, 300));
    expect(await server.purgeExpiredRooms()).toEqual([room.code]);
    expect((await get(`${url}/api/rooms/${room.code}`)).status).toBe(404);
    expect((await get(`${url}/api/rooms/${other.code}`)).status).toBe(200);
  });
});
