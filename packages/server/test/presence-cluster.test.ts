import { afterAll, describe, expect, it } from "vitest";
import { clusterFixture } from "./helpers/cluster.ts";
import { duelRoom } from "./helpers/server.ts";
import type { TestClient } from "./helpers/ws-client.ts";

// Heartbeats every 300 ms: a seat's presence lapses 750 ms after its process stops renewing it.
const cluster = clusterFixture("presence", { WS_HEARTBEAT_MS: "300" });
const { open } = cluster;
// The default heartbeat (30 s): what a room learns sooner than that comes from its roll call.
const slow = clusterFixture("presence_slow");

afterAll(async () => {
  await cluster.cleanup();
  await slow.cleanup();
});

/** p2's presence in each `room` message the client got from index `from` on. */
const p2Online = (c: TestClient, from: number): boolean[] =>
  c.received
    .slice(from)
    .filter((m) => m.type === "room")
    .map((m) => m.seats.p2.online);

/** Waits until a `room` message after index `from` says p2 is `online`. */
async function heard(c: TestClient, from: number, online: boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!p2Online(c, from).includes(online)) {
    if (Date.now() > deadline) throw new Error(`p2 never went ${online ? "online" : "offline"}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe("presence across server processes (PostgreSQL and Redis)", () => {
  it("a player on another process is seen leaving and coming back; a process that dies takes its players offline", async () => {
    const a = await cluster.spawn();
    const b = await cluster.spawn();
    const room = await duelRoom(a.url, { handSize: 3, target: 50, maxTurns: 60 });
    const p1 = await open(a.url);
    await p1.request({ type: "join", room: room.code, seat: "p1", token: room.p1 });
    let from = p1.received.length;
    const p2 = await open(b.url);
    const welcome = await p2.request({ type: "join", room: room.code, seat: "p2", token: room.p2 });
    expect(welcome.seats).toMatchObject({ p1: { online: true }, p2: { online: true } });
    await heard(p1, from, true);

    from = p1.received.length;
    p2.close();
    await heard(p1, from, false);

    from = p1.received.length;
    const again = await open(b.url);
    await again.request({ type: "join", room: room.code, seat: "p2", token: room.p2 });
    await heard(p1, from, true);
    // Renewed at every heartbeat, the seat stays online.
    from = p1.received.length;
    await new Promise((r) => setTimeout(r, 1200));
    expect(p2Online(p1, from)).toEqual([]);

    const killedAt = Date.now();
    await b.kill9();
    await heard(p1, from, false, 8000);
    const gone = Date.now() - killedAt;
    expect(gone).toBeGreaterThan(300);
    expect(gone).toBeLessThan(5000);
    console.log(`a dead process's player went offline after ${gone} ms`);
  }, 60_000);

  it("a room taken over after its owner died asks who is there: the players on the other process are online at once", async () => {
    const owner = await slow.spawn();
    const other = await slow.spawn();
    const room = await duelRoom(owner.url, { handSize: 3, target: 50, maxTurns: 60 });
    const p1 = await slow.open(owner.url);
    await p1.request({ type: "join", room: room.code, seat: "p1", token: room.p1 });
    const p2 = await slow.open(other.url);
    const welcome = await p2.request({ type: "join", room: room.code, seat: "p2", token: room.p2 });
    expect(welcome.seats).toMatchObject({ p1: { online: true }, p2: { online: true } });
    const from = p2.received.length;
    const killedAt = Date.now();
    await owner.kill9();
    // The other process takes the room over (its lease lapses within 2 s) and loads it with nobody present;
    // its roll call has p2 say it is there, long before p2's next heartbeat (30 s).
    const deadline = Date.now() + 10_000;
    const told = () =>
      p2.received
        .slice(from)
        .find((m) => m.type === "room" && m.seats.p2.online === true && m.seats.p1.online === false);
    while (!told()) {
      if (Date.now() > deadline) throw new Error("the room taken over never said p2 is online");
      await new Promise((r) => setTimeout(r, 50));
    }
    const after = Date.now() - killedAt;
    expect(after).toBeLessThan(8000);
    console.log(`after the owner died, the room taken over knew who was there in ${after} ms`);
  }, 60_000);
});
