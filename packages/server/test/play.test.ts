import { describe, expect, it } from "vitest";
import { useServerFixture } from "./helpers/fixture.ts";
import { latestPicture, playStep } from "./helpers/play.ts";
import { duelRoom } from "./helpers/server.ts";
import { STORE_KINDS } from "./helpers/storages.ts";

describe.each(STORE_KINDS)("rooms on %s", (kind) => {
  const fixture = useServerFixture();
  const connect = (url: string) => fixture.client(url);

  async function table() {
    const { server, url, store } = await fixture.start(kind, { snapshotEvery: 4 });
    const room = await duelRoom(url);
    const [p1, p2, spec] = [await connect(url), await connect(url), await connect(url)];
    expect((await p1.request({ type: "join", room: room.code, seat: "p1", token: room.p1 })).seat).toBe("p1");
    expect((await p2.request({ type: "join", room: room.code, seat: "p2", token: room.p2 })).seat).toBe("p2");
    const watching = await spec.request({ type: "join", room: room.code });
    expect(watching).toMatchObject({ type: "welcome", seat: null, seq: 0, legal: [] });
    return { server, url, store, room, p1, p2, spec };
  }

  it("two players and a spectator play a game to its end; every entry is durable and in order", async () => {
    const { store, room, p1, p2, spec } = await table();
    const all = [p1, p2, spec];
    let steps = 0;
    while ((await playStep({ p1, p2 }, all, (n) => (steps * 7 + 3) % n)) !== null) steps++;
    expect(latestPicture(spec).status.kind).toBe("finished");
    for (const c of all) {
      const seqs = c.received.filter((m) => m.type === "update").map((m) => m.seq);
      expect(seqs).toEqual(Array.from({ length: steps }, (_, i) => i + 1));
    }
    expect(latestPicture(p1).view.hand).not.toBeNull();
    expect(latestPicture(spec).view.hand).toBeNull();
    const log = await store.storage.readLog(room.code);
    expect(log.map((e) => e.seq)).toEqual(Array.from({ length: steps }, (_, i) => i + 1));
    const after = await p1.request({ type: "command", seq: steps, command: { type: "end" } });
    expect(after).toMatchObject({ type: "error", code: "game_over" });
  });

  it("refuses a command built on a stale seq and changes nothing", async () => {
    const { store, room, p1, p2, spec } = await table();
    await playStep({ p1, p2 }, [p1, p2, spec]);
    const stale = await p1.request({ type: "command", id: "old", seq: 0, command: { type: "end" } });
    expect(stale).toMatchObject({
      type: "error",
      id: "old",
      code: "stale_seq",
      details: { expected: 0, current: 1 },
    });
    expect((await store.storage.readLog(room.code)).length).toBe(1);
    expect((await spec.request({ type: "resync", fromSeq: 1 })).steps).toEqual([]);
  });

  it("a dropped connection resumes with the steps it missed, as that seat may see them", async () => {
    const { url, room, p1, p2, spec } = await table();
    await playStep({ p1, p2 }, [p1, p2, spec]);
    p2.close();
    const seen = latestPicture(p2).seq;
    await p1.request({ type: "command", seq: 1, command: { type: "draw" } });
    await p1.request({ type: "command", seq: 2, command: { type: "end" } });
    const back = await connect(url);
    const welcome = await back.request({
      type: "join",
      room: room.code,
      seat: "p2",
      token: room.p2,
      lastSeq: seen,
    });
    expect(welcome.seq).toBe(3);
    expect(welcome.missed.map((s: { seq: number }) => s.seq)).toEqual([2, 3]);
    expect(welcome.missed[0].events).toEqual([{ type: "CardDrawn", seat: "p1" }]);
    expect(welcome.legal.length).toBeGreaterThan(0);
  });

  it("a restarted server resumes the room from its snapshot and log", async () => {
    const { server, store, room, p1, p2, spec } = await table();
    for (let i = 0; i < 9; i++) await playStep({ p1, p2 }, [p1, p2, spec], (n) => (i % 2 ? n - 1 : 0));
    const before = latestPicture(p1);
    await fixture.stop(server);
    await store.storage.close();
    const storage = await store.reopen();
    const again = await fixture.startOn(storage, { snapshotEvery: 4 });
    const c = await connect(again.url);
    const welcome = await c.request({
      type: "join",
      room: room.code,
      seat: "p1",
      token: room.p1,
      lastSeq: before.seq,
    });
    expect(welcome.seq).toBe(9);
    expect(welcome.view).toEqual(before.view);
    expect(welcome.legal).toEqual(before.legal);
    expect(welcome.missed).toEqual([]);
    const old = await c.request({ type: "resync", fromSeq: 5 });
    expect(old.steps).toBeNull();
  });
});
