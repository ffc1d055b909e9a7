import { randomBytes } from "node:crypto";
import { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import type { HordaServer } from "../src/app.ts";
import { useServerFixture } from "./helpers/fixture.ts";
import { dropSchema, PG_URL, REDIS_URL, uniqueSchema } from "./helpers/pg.ts";
import { latestPicture, playStep } from "./helpers/play.ts";
import { duelRoom, post, startTestServer } from "./helpers/server.ts";
import { openTestStore, type TestStore } from "./helpers/storages.ts";
import type { Msg, TestClient } from "./helpers/ws-client.ts";

// Finding 2 (clients get the entries they missed, not stale_seq forever) and finding 8 (no raw token on
// Redis) of issue 19. The kill -9 failover runs in failover.test.ts.

const LONG_DUEL = { handSize: 3, target: 50, maxTurns: 100 };
// Clients (and finding 8's servers) close after each test; finding 2's server lives across its two tests.
const fixture = useServerFixture();
const open = (url: string): Promise<TestClient> => fixture.client(url);

describe("finding 2: missed entries instead of stale_seq", () => {
  let store: TestStore;
  const servers: HordaServer[] = [];
  afterAll(async () => {
    for (const s of servers) await s.close().catch(() => undefined);
    await store.dispose();
  });

  it("a room loaded again (a new owner) still gives a rejoining client the steps it missed", async () => {
    store = await openTestStore("sqlite");
    const first = await startTestServer(store.storage, { snapshotEvery: 10 });
    servers.push(first.server);
    const room = await duelRoom(first.url, LONG_DUEL);
    const p1 = await open(first.url);
    const p2 = await open(first.url);
    await p1.request({ type: "join", room: room.code, seat: "p1", token: room.p1 });
    await p2.request({ type: "join", room: room.code, seat: "p2", token: room.p2 });
    let seq = 0;
    while (seq < 30) seq = (await playStep({ p1, p2 }, [p1, p2], (n) => seq % n)) ?? seq;
    p1.close();
    p2.close();
    await first.server.close();
    const second = await startTestServer(await store.reopen(), { snapshotEvery: 10 });
    servers.push(second.server);
    const back = await open(second.url);
    const welcome = await back.request({
      type: "join",
      room: room.code,
      seat: "p1",
      token: room.p1,
      lastSeq: seq - 4,
    });
    expect(welcome.seq).toBe(seq);
    expect(welcome.missed?.map((s: Msg) => s.seq)).toEqual([seq - 3, seq - 2, seq - 1, seq]);
  });

  it("a command sent on a stale seq first gets the missed steps and the current picture", async () => {
    const s = servers[1] ?? (await startTestServer((await openTestStore("sqlite")).storage)).server;
    const url = `http://127.0.0.1:${(s.app.server.address() as { port: number }).port}`;
    const room = await duelRoom(url, LONG_DUEL);
    const p1 = await open(url);
    const p2 = await open(url);
    await p1.request({ type: "join", room: room.code, seat: "p1", token: room.p1 });
    await p2.request({ type: "join", room: room.code, seat: "p2", token: room.p2 });
    // p1 acts, then p2 answers as if it never saw p1's update.
    const seq = (await playStep({ p1 }, [p1, p2]))!;
    const stale = latestPicture(p1);
    const p2pic = latestPicture(p2);
    const legal = p2pic.legal.length > 0 ? p2pic.legal : stale.legal;
    const actor = p2pic.legal.length > 0 ? p2 : p1;
    actor.send({ type: "command", id: "late", seq: seq - 1, command: legal[0] });
    const resync = await actor.next((m) => m.type === "resync");
    expect(resync).toMatchObject({ fromSeq: seq - 1, seq });
    expect(resync.steps.map((x: Msg) => x.seq)).toEqual([seq]);
    const refused = await actor.next((m) => m.type === "error");
    expect(refused).toMatchObject({ code: "stale_seq", id: "late" });
  });
});

describe("finding 8: raw seat and host tokens never travel over Redis", () => {
  const schema = uniqueSchema("tokens");
  const prefix = `horda-tok-${randomBytes(4).toString("hex")}`;
  let spy: Redis | null = null;
  afterAll(async () => {
    await spy?.quit();
    await dropSchema(schema);
  });

  it("requests forwarded to the room's owner carry only token hashes", async () => {
    const seen: string[] = [];
    spy = new Redis(REDIS_URL);
    spy.on("pmessage", (_p: string, channel: string, text: string) => seen.push(`${channel} ${text}`));
    await spy.psubscribe(`${prefix}:*`);
    const { openPostgresStorage } = await import("../src/storage/postgres.ts");
    const urls: string[] = [];
    for (let i = 0; i < 2; i++) {
      const storage = await openPostgresStorage({ url: PG_URL, schema, poolSize: 2 });
      const started = await fixture.startOn(storage, { redisUrl: REDIS_URL, redisPrefix: prefix });
      urls.push(started.url);
    }
    const [a, b] = urls as [string, string];
    const created = await post(`${a}/api/rooms`, {
      game: "duel",
      config: LONG_DUEL,
      takeSeat: false,
    });
    const host = await open(a);
    expect(
      (await host.request({ type: "join", room: created.body.code, hostToken: created.body.hostToken })).type,
    ).toBe("welcome");
    // Everything below goes through b, which does not own the room.
    const claimed = await post(`${b}/api/rooms/${created.body.code}/join`, { name: "Bo" });
    expect(claimed.body.seat).toBe("p1");
    const p1 = await open(b);
    expect(
      (await p1.request({ type: "join", room: created.body.code, seat: "p1", token: claimed.body.seatToken }))
        .seat,
    ).toBe("p1");
    const hostB = await open(b);
    await hostB.request({ type: "join", room: created.body.code, hostToken: created.body.hostToken });
    const assigned = await hostB.request({
      type: "host",
      id: "a",
      action: { kind: "assign", seat: "p2", name: "Cy" },
    });
    expect(assigned).toMatchObject({ type: "seat_token", seat: "p2" });
    expect(assigned.token).toMatch(/^[\w-]{43}$/);
    const p2 = await open(b);
    expect(
      (await p2.request({ type: "join", room: created.body.code, seat: "p2", token: assigned.token })).seat,
    ).toBe("p2");
    const saved = await post(
      `${b}/api/rooms/${created.body.code}/save`,
      { name: "x" },
      { "x-client-token": "c".repeat(24), "x-host-token": created.body.hostToken },
    );
    expect(saved.status).toBe(201);
    await new Promise((r) => setTimeout(r, 200));
    const traffic = seen.join("\n");
    expect(traffic).toContain('"kind":"join"');
    for (const secret of [created.body.hostToken, claimed.body.seatToken, assigned.token])
      expect(traffic).not.toContain(secret);
  });
});
