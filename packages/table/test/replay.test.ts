import { describe, expect, it } from "vitest";
import { loadRecord, randomPlayout, replay, seededPick } from "../src/index.ts";
import { DUEL_CONFIG, duel } from "./fixtures/duel.ts";
import { must, refused } from "./fixtures/must.ts";

const played = () => must(randomPlayout(duel, DUEL_CONFIG, "replay-seed", 40, seededPick("pick"))).session;

describe("replay", () => {
  it("rebuilds the state byte for byte from setup and the log", () => {
    const live = played();
    expect(live.record.log.length).toBeGreaterThan(5);
    const again = must(replay(duel, live.record));
    expect(JSON.stringify(again.state)).toBe(JSON.stringify(live.state));
    expect(JSON.stringify(again)).toBe(JSON.stringify(live));
  });

  it("stops at a given seq to show the game as it was then", () => {
    const live = played();
    const at3 = must(replay(duel, live.record, { upTo: 3 }));
    expect(at3.record.log).toEqual(live.record.log.slice(0, 3));
  });

  it("loads a record that went through JSON text", () => {
    const live = played();
    const loaded = must(loadRecord(duel, JSON.parse(JSON.stringify(live.record))));
    expect(JSON.stringify(loaded.state)).toBe(JSON.stringify(live.state));
  });

  it("refuses a record of another game", () => {
    const e = refused(replay(duel, { ...played().record, game: "zurvivors" }));
    expect(e).toMatchObject({ code: "wrong_game", details: { expected: "duel", got: "zurvivors" } });
  });

  it("refuses a malformed record, naming the JSON path", () => {
    const record = JSON.parse(JSON.stringify(played().record));
    record.log[2].seat = 7;
    const e = refused(loadRecord(duel, record));
    expect(e.code).toBe("bad_record");
    expect(e.message).toContain("$.log[2].seat");
  });

  it("refuses a log with a gap in its seqs", () => {
    const record = JSON.parse(JSON.stringify(played().record));
    record.log[1].seq = 5;
    expect(refused(loadRecord(duel, record)).message).toContain("$.log[1].seq");
  });

  it("names the entry that no longer applies in a tampered record", () => {
    const record = JSON.parse(JSON.stringify(played().record));
    record.log[0] = { kind: "command", seq: 1, seat: "p2", command: { type: "end" } };
    const e = refused(loadRecord(duel, record));
    expect(e.code).toBe("replay_failed");
    expect(e.details).toMatchObject({ seq: 1, cause: { code: "not_your_turn" } });
  });

  it("refuses an undo entry that claims to take back another command", () => {
    const record = {
      format: 1,
      game: "duel",
      config: DUEL_CONFIG,
      seed: "s",
      log: [
        { kind: "command", seq: 1, seat: "p1", command: { type: "end" } },
        { kind: "undo", seq: 2, seat: "p1", undoes: 7 },
      ],
    };
    const e = refused(loadRecord(duel, record));
    expect(e.code).toBe("bad_record");
    expect(e.message).toContain("#7");
  });
});
