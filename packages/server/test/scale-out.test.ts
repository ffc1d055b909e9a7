import { afterAll, describe, expect, it } from "vitest";
import { openPostgresStorage } from "../src/storage/postgres.ts";
import { clusterFixture } from "./helpers/cluster.ts";
import { PG_URL } from "./helpers/pg.ts";
import { latestPicture, playStep } from "./helpers/play.ts";
import { duelRoom } from "./helpers/server.ts";

const cluster = clusterFixture("scale");
const { schema, open } = cluster;

afterAll(() => cluster.cleanup());

describe("two server processes with PostgreSQL and Redis", () => {
  it("players on different processes share a room; when its owner dies the other takes over within 5 s", async () => {
    const a = await cluster.spawn();
    const b = await cluster.spawn();
    const room = await duelRoom(a.url, { handSize: 3, target: 50, maxTurns: 60 });

    const p1 = await open(a.url);
    expect((await p1.request({ type: "join", room: room.code, seat: "p1", token: room.p1 })).seat).toBe("p1");
    const p2 = await open(b.url);
    expect((await p2.request({ type: "join", room: room.code, seat: "p2", token: room.p2 })).seat).toBe("p2");
    const spectator = await open(b.url);
    await spectator.request({ type: "join", room: room.code });
    for (let i = 0; i < 12; i++)
      await playStep({ p1, p2 }, [p1, p2, spectator], (n) => (i % 3 === 2 ? n - 1 : i));
    const acked = latestPicture(spectator).seq;
    expect(acked).toBe(12);
    expect(spectator.received.filter((m) => m.type === "update").map((m) => m.seat)).toContain("p1");

    const killedAt = Date.now();
    await a.kill9();
    const back = await open(b.url);
    const welcome = await back.request({
      type: "join",
      room: room.code,
      seat: "p1",
      token: room.p1,
      lastSeq: acked,
    });
    expect(welcome).toMatchObject({ type: "welcome", seq: acked });
    const actor = welcome.legal.length > 0 ? back : p2;
    const pic = actor === back ? welcome : latestPicture(p2);
    const answer = await actor.request({ type: "command", seq: pic.seq, command: pic.legal[0] });
    expect(answer).toMatchObject({ type: "ack", seq: acked + 1 });
    const movedIn = Date.now() - killedAt;
    expect(movedIn).toBeLessThan(5000);
    await spectator.next((m) => m.type === "update" && m.seq === acked + 1);

    const storage = await openPostgresStorage({ url: PG_URL, schema, poolSize: 1 });
    const log = await storage.readLog(room.code);
    await storage.close();
    expect(log.map((e) => e.seq)).toEqual(Array.from({ length: acked + 1 }, (_, i) => i + 1));
    console.log(`room moved to the surviving process in ${movedIn} ms`);
  }, 60_000);
});
