import { randomBytes } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { Redis } from "ioredis";
import { afterEach, describe, expect, it } from "vitest";
import type { HordaServer } from "../src/app.ts";
import { useServerFixture } from "./helpers/fixture.ts";
import { REDIS_URL } from "./helpers/pg.ts";
import { latestPicture, playStep } from "./helpers/play.ts";
import { duelRoom } from "./helpers/server.ts";
import { TestClient } from "./helpers/ws-client.ts";

const IDLE_MS = 150;

async function until(what: string, check: () => boolean | Promise<boolean>, ms = 3000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms} ms`);
    await sleep(20);
  }
}

describe("idle rooms", () => {
  const fixture = useServerFixture();
  let redis: Redis | null = null;
  afterEach(async () => {
    await redis?.quit();
    redis = null;
  });

  /** Plays 3 steps, leaves, checks the room is unloaded, then comes back and plays on. */
  async function leaveAndComeBack(
    { server, url }: { server: HordaServer; url: string },
    afterEviction: (code: string) => Promise<void> = async () => {},
  ) {
    const room = await duelRoom(url);
    const [p1, p2] = [await TestClient.open(url), await TestClient.open(url)];
    await p1.request({ type: "join", room: room.code, seat: "p1", token: room.p1 });
    await p2.request({ type: "join", room: room.code, seat: "p2", token: room.p2 });
    for (let i = 0; i < 3; i++) await playStep({ p1, p2 }, [p1, p2]);
    await sleep(IDLE_MS * 3);
    expect(server.loadedRooms()).toContain(room.code);
    const seen = latestPicture(p2);
    p1.close();
    p2.close();
    await until("room unloaded", () => !server.loadedRooms().includes(room.code));
    await afterEviction(room.code);

    const back = await TestClient.open(url);
    const welcome = await back.request({
      type: "join",
      room: room.code,
      seat: "p2",
      token: room.p2,
      lastSeq: 3,
    });
    expect(welcome).toMatchObject({ type: "welcome", seq: 3, missed: [] });
    expect(welcome.view).toEqual(seen.view);
    expect(server.loadedRooms()).toContain(room.code);
    expect(await back.request({ type: "command", seq: 2, command: { type: "end" } })).toMatchObject({
      code: "stale_seq",
    });
    back.close();
    return room.code;
  }

  it("unloads a room nobody is connected to and reloads it from storage on the next join", async () => {
    await leaveAndComeBack(await fixture.start("sqlite", { roomIdleMs: IDLE_MS, snapshotEvery: 2 }));
  });

  it("under Redis, releases the room's lease when it unloads it and takes it again on the next join", async () => {
    const prefix = `horda-idle-${randomBytes(4).toString("hex")}`;
    redis = new Redis(REDIS_URL);
    const started = await fixture.start("postgres", {
      roomIdleMs: IDLE_MS,
      redisUrl: REDIS_URL,
      redisPrefix: prefix,
      leaseMs: 1000,
    });
    const r = redis;
    const code = await leaveAndComeBack(started, async (c) => {
      await until("lease released", async () => (await r.exists(`${prefix}:lease:${c}`)) === 0);
    });
    expect(await r.exists(`${prefix}:lease:${code}`)).toBe(1);
  });

  it("unloads a finished game's room sooner than one still in play", async () => {
    const { server, url } = await fixture.start("sqlite", {
      roomIdleMs: 60_000,
      finishedRoomIdleMs: IDLE_MS,
    });
    const [done, going] = [await duelRoom(url), await duelRoom(url)];
    const clients: TestClient[] = [];
    for (const room of [done, going]) {
      const [p1, p2] = [await TestClient.open(url), await TestClient.open(url)];
      await p1.request({ type: "join", room: room.code, seat: "p1", token: room.p1 });
      await p2.request({ type: "join", room: room.code, seat: "p2", token: room.p2 });
      clients.push(p1, p2);
    }
    const [d1, d2, g1, g2] = clients as [TestClient, TestClient, TestClient, TestClient];
    while ((await playStep({ p1: d1, p2: d2 }, [d1, d2])) !== null);
    expect(latestPicture(d1).status.kind).toBe("finished");
    await playStep({ p1: g1, p2: g2 }, [g1, g2]);
    for (const c of clients) c.close();
    await until("finished room unloaded", () => !server.loadedRooms().includes(done.code));
    await sleep(IDLE_MS * 3);
    expect(server.loadedRooms()).toContain(going.code);
    expect(server.loadedRooms()).not.toContain(done.code);
  });
});
