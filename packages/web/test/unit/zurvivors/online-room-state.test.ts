import { currentSeq, eventsFor, type Seat, type Session, startSession, submit } from "@horda/table";
import { type ZCommand, type ZConfig, type ZState, zurvivors } from "@horda/zurvivors";
import { describe, expect, it } from "vitest";
import type { ServerMessage, Step } from "../../../src/online-room/messages.ts";
import {
  disconnected,
  INITIAL_ROOM_STATE,
  type RoomState,
  reduceRoom,
  sendCommand,
} from "../../../src/online-room/room-state.ts";

type ZSession = Session<ZState, ZCommand, ZConfig>;

// A room as the server runs it: a real session, and the messages it would send to one seat.
function room(): { session: ZSession } {
  const s = startSession(
    zurvivors,
    { players: 4, survivors: ["ana", "bruno", "caio", "duda"], firstPlayer: 0 },
    "room",
  );
  if (!s.ok) throw new Error(s.error.message);
  return { session: s.value };
}

const SEATS = {
  p1: { name: "Ana", taken: true, bot: null, online: true },
  p2: { name: "Bia", taken: true, bot: null, online: true },
  p3: { name: null, taken: false, bot: "random", online: false },
  p4: { name: null, taken: false, bot: "random", online: false },
};

function picture(session: ZSession, seat: Seat) {
  return {
    seq: currentSeq(session),
    view: zurvivors.view(session.state, seat),
    legal: zurvivors.legal(session.state, seat),
    status: zurvivors.status(session.state),
  };
}

/** Plays `seat`'s first legal command; returns the step and the update `viewer` would receive. */
function play(
  r: { session: ZSession },
  seat: Seat,
  viewer: Seat,
): Extract<ServerMessage, { type: "update" }> {
  const command = zurvivors.legal(r.session.state, seat)[0]!;
  const done = submit(zurvivors, r.session, seat, command, { expectedSeq: currentSeq(r.session) });
  if (!done.ok) throw new Error(done.error.message);
  r.session = done.value.session;
  const seen = eventsFor(zurvivors, r.session, done.value.events, viewer);
  if (!seen.ok) throw new Error(seen.error.message);
  const step: Step = { seq: currentSeq(r.session), kind: "command", seat, events: seen.value };
  return { type: "update", ...step, ...picture(r.session, viewer) };
}

function welcome(r: { session: ZSession }, seat: Seat, missed: readonly Step[] | null = []): ServerMessage {
  return {
    type: "welcome",
    room: "ABCDEFGHJKMNPQRS",
    game: "zurvivors",
    seat,
    host: seat === "p1",
    paused: false,
    seats: SEATS,
    missed,
    ...picture(r.session, seat),
  };
}

const apply = (s: RoomState, ...msgs: ServerMessage[]) => msgs.reduce((st, m) => reduceRoom(st, m).state, s);

describe("online room state", () => {
  it("draws from the welcome and appends updates in seq order, naming bot seats in the log", () => {
    const r = room();
    let s = apply(INITIAL_ROOM_STATE, welcome(r, "p1"));
    expect(s.joined).toBe(true);
    expect(s.view?.hand).toEqual(r.session.state.players.p1!.hand);
    expect(s.legal.length).toBeGreaterThan(0);
    const u1 = play(r, "p3", "p1");
    const u2 = play(r, "p2", "p1");
    s = apply(s, u1, u2);
    expect(s.seq).toBe(2);
    expect(s.log.map((e) => [e.seq, e.seat, e.bot])).toEqual([
      [1, "p3", true],
      [2, "p2", false],
    ]);
    // A repeated update changes nothing.
    expect(reduceRoom(s, u2).state).toBe(s);
  });

  it("keeps the card set from the welcome when an update leaves it out", () => {
    const r = room();
    let s = apply(INITIAL_ROOM_STATE, welcome(r, "p1"));
    const full = play(r, "p3", "p1");
    const { set: _set, ...rest } = full.view;
    s = apply(s, { ...full, view: rest as typeof full.view } as ServerMessage);
    expect(s.seq).toBe(1);
    expect(s.view?.set).toEqual(r.session.state.set);
    expect(s.view?.players).toEqual(full.view.players);
  });

  it("keeps every field an update leaves out, drops those named in gone, and patches changed list entries", () => {
    const r = room();
    let s = apply(INITIAL_ROOM_STATE, welcome(r, "p1"));
    const before = s.view as unknown as Record<string, unknown>;
    const full = play(r, "p3", "p1");
    const view = full.view as unknown as Record<string, unknown>;
    const keys = Object.keys(view);
    const [changed, dropped, ...same] = keys;
    const list = Object.keys(before).find(
      (k) => Array.isArray(before[k]) && (before[k] as unknown[]).length > 1,
    );
    if (list === undefined) throw new Error("the view has no list of two entries or more");
    const partial = { [changed as string]: view[changed as string] };
    const items = { [list]: { "1": { patched: true } } };
    s = apply(s, { ...full, view: partial, gone: [dropped], items } as unknown as ServerMessage);
    const after = s.view as unknown as Record<string, unknown>;
    expect(after[changed as string]).toEqual(view[changed as string]);
    for (const k of same.filter((k) => k !== list)) expect(after[k]).toBe(before[k]);
    expect(Object.hasOwn(after, dropped as string)).toBe(false);
    const was = before[list] as unknown[];
    expect(after[list]).toEqual([was[0], { patched: true }, ...was.slice(2)]);
    // The picture before is never changed in place.
    expect((before[list] as unknown[])[1]).toBe(was[1]);
  });

  it("asks for a resync when an update skips a seq, ignores updates until it comes, then fills the log", () => {
    const r = room();
    let s = apply(INITIAL_ROOM_STATE, welcome(r, "p2"));
    const u1 = play(r, "p3", "p2");
    const u2 = play(r, "p4", "p2");
    const gap = reduceRoom(s, u2);
    expect(gap.out).toEqual([{ type: "resync", fromSeq: 0 }]);
    s = gap.state;
    expect(s.seq).toBe(0);
    expect(reduceRoom(s, u1).state).toBe(s);
    const steps = [u1, u2].map(({ seq, kind, seat, events }) => ({ seq, kind, seat, events }));
    s = apply(s, { type: "resync", fromSeq: 0, steps, ...picture(r.session, "p2") });
    expect(s.resyncing).toBe(false);
    expect(s.seq).toBe(2);
    expect(s.log.map((e) => e.seq)).toEqual([1, 2]);
    expect(s.logGap).toBe(false);
  });

  it("marks the log incomplete when the server no longer keeps the missed steps", () => {
    const r = room();
    play(r, "p3", "p1");
    const s = apply(INITIAL_ROOM_STATE, welcome(r, "p1", null));
    expect(s.seq).toBe(1);
    expect(s.logGap).toBe(true);
    expect(s.log).toEqual([]);
  });

  it("sends a command with the seq it was built on, once, and clears it on the ack", () => {
    const r = room();
    const s = apply(INITIAL_ROOM_STATE, welcome(r, "p1"));
    const command = s.legal[0]!;
    const sent = sendCommand(s, command, "c1");
    expect(sent.out).toEqual([{ type: "command", id: "c1", seq: 0, command }]);
    expect(sendCommand(sent.state, s.legal[1]!, "c2").out).toEqual([]);
    expect(reduceRoom(sent.state, { type: "ack", id: "c1", seq: 1 }).state.inFlight).toBeNull();
  });

  it("sends a stale command again on the new seq while the same question is still asked", () => {
    const r = room();
    let s = apply(INITIAL_ROOM_STATE, welcome(r, "p1"));
    const command = s.legal[0]!;
    s = sendCommand(s, command, "c1").state;
    s = apply(s, play(r, "p3", "p1"));
    const stale = reduceRoom(s, { type: "error", id: "c1", code: "stale_seq", message: "stale" });
    expect(stale.out).toEqual([{ type: "command", id: "c1~2", seq: 1, command }]);
    expect(stale.state.error).toBeNull();
  });

  it("shows a refusal when the command is no longer legal, and a refused join as fatal", () => {
    const r = room();
    let s = apply(INITIAL_ROOM_STATE, welcome(r, "p1"));
    s = sendCommand(s, { type: "place", card: "not-in-hand" }, "c1").state;
    s = apply(s, play(r, "p3", "p1"));
    const refused = reduceRoom(s, {
      type: "error",
      id: "c1",
      code: "stale_seq",
      message: "The table moved on.",
    });
    expect(refused.out).toEqual([]);
    expect(refused.state.inFlight).toBeNull();
    expect(refused.state.error).toEqual({ code: "stale_seq", message: "The table moved on." });
    const bad = reduceRoom(INITIAL_ROOM_STATE, { type: "error", id: null, code: "bad_token", message: "no" });
    expect(bad.state.fatal).toEqual({ code: "bad_token", message: "no" });
  });

  it("after a drop joins again and forgets the unacknowledged command (the new picture tells)", () => {
    const r = room();
    let s = apply(INITIAL_ROOM_STATE, welcome(r, "p1"));
    s = sendCommand(s, s.legal[0]!, "c1").state;
    s = disconnected(s);
    expect(s.joined).toBe(false);
    expect(sendCommand(s, s.legal[0]!, "c2").out).toEqual([]);
    const u = play(r, "p1", "p1");
    const { seq, kind, seat, events } = u;
    s = apply(s, welcome(r, "p1", [{ seq, kind, seat, events }]));
    expect(s.inFlight).toBeNull();
    expect(s.seq).toBe(1);
    expect(s.log.map((e) => e.seat)).toEqual(["p1"]);
  });
});
