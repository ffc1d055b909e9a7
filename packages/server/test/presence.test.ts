import { describe, expect, it } from "vitest";
import { SeatPresence } from "../src/rooms/presence.ts";
import { useSharedServer } from "./helpers/fixture.ts";
import { seatedDuel } from "./helpers/server.ts";

describe("a seat's presence", () => {
  it("is online while one of its connections is, and lapses when a connection is not renewed", () => {
    let now = 1_000;
    const lapses: number[] = [];
    const p = new SeatPresence(
      () => lapses.push(now),
      () => now,
    );
    expect(p.add("p1", "a", 100)).toBe(true);
    expect(p.add("p1", "b", 100)).toBe(false);
    expect(p.online("p1")).toBe(true);
    expect(p.remove("p1", "a")).toBe(false);
    expect(p.online("p1")).toBe(true);
    expect(p.remove("p1", "b")).toBe(true);
    expect(p.online("p1")).toBe(false);
    expect(p.remove("p1", "b")).toBe(false);

    p.add("p2", "c", 100);
    now = 1_090;
    p.add("p2", "c", 100);
    now = 1_150;
    expect(p.expire()).toBe(false);
    expect(p.online("p2")).toBe(true);
    now = 1_200;
    expect(p.expire()).toBe(true);
    expect(p.online("p2")).toBe(false);
    p.close();
  });

  it("tells when an entry lapses by itself", async () => {
    const went = new Promise<void>((resolve) => {
      const p = new SeatPresence(() => {
        expect(p.online("p1")).toBe(false);
        p.close();
        resolve();
      });
      p.add("p1", "ghost", 30);
      expect(p.online("p1")).toBe(true);
    });
    await went;
  });
});

const shared = useSharedServer("sqlite", { limits: { heartbeatMs: 200 } });

type Seats = Record<string, { online: boolean; taken: boolean }>;
const onlineOf = (seats: Seats) => Object.fromEntries(Object.entries(seats).map(([s, v]) => [s, v.online]));

describe("presence at the table", () => {
  it("every connection learns when a seated player leaves or comes back; spectators and the host count for no seat", async () => {
    const { room, host, p1, p2 } = await seatedDuel(shared.url);
    expect(onlineOf(p2.received.find((m) => m.type === "welcome").seats)).toEqual({ p1: true, p2: true });
    expect(onlineOf(host.received.find((m) => m.type === "welcome").seats)).toEqual({ p1: false, p2: false });

    p1.close();
    const left = await p2.next((m) => m.type === "room" && m.seats.p1.online === false);
    expect(onlineOf(left.seats)).toEqual({ p1: false, p2: true });
    expect((await host.next((m) => m.type === "room" && !m.seats.p1.online)).seats.p1).toMatchObject({
      taken: true,
      online: false,
    });

    const spectator = await shared.client();
    await spectator.request({ type: "join", room: room.code });
    spectator.close();

    const back = await shared.client();
    const welcome = await back.request({ type: "join", room: room.code, seat: "p1", token: room.p1 });
    expect(onlineOf(welcome.seats)).toEqual({ p1: true, p2: true });
    await p2.next((m) => m.type === "room" && m.seats.p1.online === true);
    // A second tab of the same seat: closing one leaves the seat online.
    const tab = await shared.client();
    await tab.request({ type: "join", room: room.code, seat: "p1", token: room.p1 });
    tab.close();
    await tab.closed;
    back.close();
    await p2.next((m) => m.type === "room" && m.seats.p1.online === false);
    const rooms = p2.received.filter((m) => m.type === "room").map((m) => m.seats.p1.online);
    expect(rooms).toEqual([false, true, false]);
  });

  it("stays online across heartbeats, and a kicked seat is offline at once", async () => {
    const { host, p1, p2 } = await seatedDuel(shared.url);
    // p1 heard p2 come online; four heartbeats later nothing more.
    await p1.next((m) => m.type === "room" && m.seats.p2.online === true);
    const heard = p1.received.filter((m) => m.type === "room").length;
    await new Promise((r) => setTimeout(r, 800));
    expect(p1.received.filter((m) => m.type === "room").length).toBe(heard);
    await host.request({ type: "host", action: { kind: "kick", seat: "p2" } });
    const kicked = await p1.next((m) => m.type === "room" && m.seats.p2.taken === false);
    expect(kicked.seats.p2).toMatchObject({ taken: false, online: false });
    expect((await p2.closed).code).toBe(4003);
  });

  it("the bot may play the seat of a player who is away; the player comes back online and keeps the seat", async () => {
    const { room, host, p2 } = await seatedDuel(shared.url);
    p2.close();
    await host.next((m) => m.type === "room" && m.seats.p2.online === false);
    await host.request({ type: "host", action: { kind: "pause", paused: true } });
    await host.request({ type: "host", action: { kind: "bot", seat: "p2", bot: "random" } });
    const back = await shared.client();
    const welcome = await back.request({ type: "join", room: room.code, seat: "p2", token: room.p2 });
    expect(welcome.seats.p2).toMatchObject({ taken: true, bot: "random", online: true });
    const refused = await back.request({ type: "command", seq: welcome.seq, command: { type: "end" } });
    expect(refused).toMatchObject({ code: "seat_is_bot" });
    await host.request({ type: "host", action: { kind: "bot", seat: "p2", bot: null } });
    const given = await back.next((m) => m.type === "room" && m.seats.p2.bot === null);
    expect(given.seats.p2).toMatchObject({ taken: true, online: true });
  });
});
