import { describe, expect, it } from "vitest";
import { currentSeq, startSession, submit } from "../src/index.ts";
import { DUEL_CONFIG, duel } from "./fixtures/duel.ts";
import { must, refused } from "./fixtures/must.ts";

const start = () => must(startSession(duel, DUEL_CONFIG, "seed-a"));

describe("startSession", () => {
  it("records game, config and seed with an empty log at seq 0", () => {
    const s = start();
    expect(s.record).toEqual({ format: 1, game: "duel", config: DUEL_CONFIG, seed: "seed-a", log: [] });
    expect(currentSeq(s)).toBe(0);
    expect(s.state.hands.p1).toHaveLength(3);
  });

  it("passes on the game's refusal of a malformed config", () => {
    const e = refused(startSession(duel, { handSize: 9, target: 15, maxTurns: 12 }, "x"));
    expect(e.code).toBe("bad_config");
    expect(e.message).toContain("handSize");
  });

  it("refuses a snapshot interval below 1", () => {
    expect(refused(startSession(duel, DUEL_CONFIG, "x", { snapshotEvery: 0 })).code).toBe("bad_option");
  });

  it("is deterministic: the same seed deals the same hands, another seed deals others", () => {
    expect(JSON.stringify(start())).toBe(JSON.stringify(start()));
    const other = must(startSession(duel, DUEL_CONFIG, "seed-b"));
    expect(other.state.deck).not.toEqual(start().state.deck);
  });
});

describe("submit", () => {
  it("logs accepted commands with seq from 1 and returns their events", () => {
    const s0 = start();
    const a = must(submit(duel, s0, "p1", { type: "end" }));
    expect(a.seq).toBe(1);
    expect(a.events).toEqual([{ type: "TurnEnded", seat: "p1", next: "p2" }]);
    const b = must(submit(duel, a.session, "p2", { type: "end" }, { expectedSeq: 1 }));
    expect(b.seq).toBe(2);
    expect(b.session.record.log).toEqual([
      { kind: "command", seq: 1, seat: "p1", command: { type: "end" } },
      { kind: "command", seq: 2, seat: "p2", command: { type: "end" } },
    ]);
    expect(s0.record.log).toEqual([]);
  });

  it("refuses a command built on a stale seq, saying both seqs", () => {
    const s1 = must(submit(duel, start(), "p1", { type: "end" })).session;
    const e = refused(submit(duel, s1, "p2", { type: "end" }, { expectedSeq: 0 }));
    expect(e.code).toBe("stale_seq");
    expect(e.details).toEqual({ expected: 0, current: 1 });
  });

  it("refuses a seat that is not in the game, and the spectator", () => {
    const s = start();
    expect(refused(submit(duel, s, "p3", { type: "end" })).code).toBe("unknown_seat");
    const e = refused(submit(duel, s, "spectator", { type: "end" }));
    expect(e.message).toContain("p1, p2");
  });

  it("refuses an untrusted command the game cannot parse, naming where it is wrong", () => {
    const e = refused(submit(duel, start(), "p1", { type: "choose", decision: "roll-1", option: "maybe" }));
    expect(e.code).toBe("bad_command");
    expect(e.message).toContain("$.option");
  });

  it("passes on the game's rule error and leaves the session as it was", () => {
    const s = start();
    const before = JSON.stringify(s);
    const e = refused(submit(duel, s, "p2", { type: "end" }));
    expect(e).toMatchObject({ code: "not_your_turn", rule: "duel: turns alternate" });
    expect(JSON.stringify(s)).toBe(before);
  });

  it("refuses every command once the game is finished", () => {
    let s = must(startSession(duel, { ...DUEL_CONFIG, maxTurns: 1 }, "seed-a"));
    s = must(submit(duel, s, "p1", { type: "end" })).session;
    expect(duel.status(s.state).kind).toBe("finished");
    expect(refused(submit(duel, s, "p2", { type: "end" })).code).toBe("game_over");
  });
});
