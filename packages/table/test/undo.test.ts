import { describe, expect, it } from "vitest";
import { canUndo, replay, type Session, startSession, submit, undo } from "../src/index.ts";
import { DUEL_CONFIG, duel } from "./fixtures/duel.ts";
import type { DuelCommand, DuelConfig, DuelState } from "./fixtures/duel-types.ts";
import { must, refused } from "./fixtures/must.ts";

type DuelSession = Session<DuelState, DuelCommand, DuelConfig>;
const start = (snapshotEvery?: number) =>
  must(startSession(duel, { ...DUEL_CONFIG, maxTurns: 50 }, "undo-seed", { snapshotEvery }));
const send = (s: DuelSession, seat: string, command: DuelCommand) =>
  must(submit(duel, s, seat, command)).session;

describe("undo", () => {
  it("brings back the exact state before the command and logs an undo entry", () => {
    const s0 = start();
    const s1 = send(s0, "p1", { type: "end" });
    const u = must(undo(duel, s1, "p1", { expectedSeq: 1 }));
    expect(JSON.stringify(u.session.state)).toBe(JSON.stringify(s0.state));
    expect(u.seq).toBe(2);
    expect(u.undone).toEqual({ seq: 1, seat: "p1", command: { type: "end" } });
    expect(u.session.record.log[1]).toEqual({ kind: "undo", seq: 2, seat: "p1", undoes: 1 });
  });

  it("says there is nothing to undo at the start", () => {
    expect(refused(undo(duel, start(), "p1")).code).toBe("nothing_to_undo");
  });

  it("is blocked by a drawn card, naming the command and what it revealed", () => {
    const s = send(start(), "p1", { type: "draw" });
    const e = refused(undo(duel, s, "p1"));
    expect(e.code).toBe("undo_blocked");
    expect(e.details).toEqual({ seq: 1, command: "draw", events: ["CardDrawn"] });
    expect(e.message).toContain("#1 (draw)");
    expect(canUndo(s, "p1")).toBe(false);
  });

  it("takes back a choice but not the die roll that raised it", () => {
    const rolled = send(start(), "p1", { type: "roll" });
    const chose = send(rolled, "p1", { type: "choose", decision: "roll-1", option: "keep" });
    const back = must(undo(duel, chose, "p1")).session;
    expect(JSON.stringify(back.state)).toBe(JSON.stringify(rolled.state));
    expect(back.state.pending).toHaveLength(1);
    expect(refused(undo(duel, back, "p1")).code).toBe("undo_blocked");
  });

  it("lets a seat take back only its own command", () => {
    const s = send(send(start(), "p1", { type: "end" }), "p2", { type: "end" });
    const e = refused(undo(duel, s, "p1"));
    expect(e.code).toBe("undo_not_yours");
    expect(e.message).toContain("#2");
    expect(canUndo(s, "p2")).toBe(true);
  });

  it("refuses a stale seq and an unknown seat", () => {
    const s = send(start(), "p1", { type: "end" });
    expect(refused(undo(duel, s, "p1", { expectedSeq: 0 })).code).toBe("stale_seq");
    expect(refused(undo(duel, s, "p9")).code).toBe("unknown_seat");
  });

  it("walks back through many commands from sparse snapshots, matching every earlier state", () => {
    const states: string[] = [];
    let s = start(3);
    for (let i = 0; i < 10; i++) {
      states.push(JSON.stringify(s.state));
      s = send(s, i % 2 === 0 ? "p1" : "p2", { type: "end" });
    }
    expect(s.history.frames).toHaveLength(10);
    expect(s.history.snapshots.map((x) => x.depth)).toEqual([3, 6, 9]);
    for (let i = 9; i >= 0; i--) {
      s = must(undo(duel, s, i % 2 === 0 ? "p1" : "p2")).session;
      expect(JSON.stringify(s.state)).toBe(states[i]);
      expect(s.history.snapshots.every((x) => x.depth <= i)).toBe(true);
    }
    expect(refused(undo(duel, s, "p1")).code).toBe("nothing_to_undo");
  });

  it("drops every snapshot once a command reveals something, keeping memory small", () => {
    let s = start(2);
    for (let i = 0; i < 4; i++) s = send(s, i % 2 === 0 ? "p1" : "p2", { type: "end" });
    expect(s.history.snapshots).toHaveLength(2);
    s = send(s, "p1", { type: "draw" });
    expect(s.history.frames).toEqual([]);
    expect(s.history.snapshots).toEqual([]);
    expect(s.history.base).toBe(s.state);
    expect(s.history.sealedBy).toEqual({ seq: 5, command: "draw", events: ["CardDrawn"] });
  });

  it("replays a log with undo entries to the same session", () => {
    let s = start();
    s = send(s, "p1", { type: "end" });
    s = must(undo(duel, s, "p1")).session;
    s = send(s, "p1", { type: "roll" });
    s = send(s, "p1", { type: "choose", decision: "roll-1", option: "drop" });
    s = must(undo(duel, s, "p1")).session;
    s = send(s, "p1", { type: "choose", decision: "roll-1", option: "keep" });
    expect(s.record.log.map((e) => e.kind)).toEqual([
      "command",
      "undo",
      "command",
      "command",
      "undo",
      "command",
    ]);
    expect(JSON.stringify(must(replay(duel, s.record)))).toBe(JSON.stringify(s));
  });
});
