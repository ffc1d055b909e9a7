import { duel } from "@horda/table/testing";
import { afterAll, describe, expect, it } from "vitest";
import type { AnyGame } from "../src/games/registry.ts";
import { ReplayPool } from "../src/http/replay-pool.ts";
import { replayAtOnce, replaySave } from "../src/http/save-replay.ts";

// Finding 11's last part: `POST /api/saves` replays records in a worker thread, not on the event loop.

/** A duel record of `entries` turns (at most 100, the duel's longest game), each player ending theirs. */
const longRecord = (entries: number) => ({
  format: 1,
  game: "duel",
  config: { handSize: 3, target: 50, maxTurns: 100 },
  seed: "long-save",
  log: Array.from({ length: entries }, (_, i) => ({
    kind: "command",
    seq: i + 1,
    seat: i % 2 === 0 ? "p1" : "p2",
    command: { type: "end" },
  })),
});

// A worker boots tsx and loads the game's sources: seconds on a busy machine.
const BOOT = 90_000;

describe("the save replay worker", () => {
  const pool = new ReplayPool(1);
  afterAll(() => pool.close());

  it("knows the hosted games by id, and no others", () => {
    expect(["zombicide", "zurvivors", "duel"].every((g) => pool.knows(g))).toBe(true);
    expect(pool.knows("constructor")).toBe(false);
    expect(pool.knows("custom")).toBe(false);
  });

  it(
    "answers uploads on this thread until the worker has loaded the game, then in the worker",
    async () => {
      expect(pool.ready("duel")).toBe(false);
      const record = longRecord(40);
      expect(await replaySave(duel as AnyGame, record, pool)).toEqual({ ok: true });
      await pool.prepare("duel");
      expect(pool.ready("duel")).toBe(true);
      expect(await replaySave(duel as AnyGame, record, pool)).toEqual({ ok: true });
    },
    BOOT,
  );

  it("gives the same verdict as a replay on this thread, accepted or refused", async () => {
    const good = longRecord(40);
    expect(await pool.replay("duel", good)).toEqual({ ok: true });
    const corrupt = { ...good, log: [{ ...good.log[0], seat: "p2" }] };
    const refused = await pool.replay("duel", corrupt);
    expect(refused).toEqual(replayAtOnce(duel as AnyGame, corrupt));
    expect(refused).toMatchObject({ ok: false, error: { code: "replay_failed" } });
  });

  it("keeps the event loop turning while it replays many records", async () => {
    const records = Array.from({ length: 120 }, () => longRecord(100));
    const started = performance.now();
    for (const record of records) expect(replayAtOnce(duel as AnyGame, record)).toEqual({ ok: true });
    const onThisThread = performance.now() - started;

    let last = performance.now();
    let longestPause = 0;
    const ticker = setInterval(() => {
      const now = performance.now();
      longestPause = Math.max(longestPause, now - last);
      last = now;
    }, 1);
    const verdicts = await Promise.all(records.map((record) => pool.replay("duel", record)));
    clearInterval(ticker);
    expect(verdicts.every((v) => v.ok)).toBe(true);
    // The same work on this thread would have held the loop for `onThisThread` ms in one go.
    expect(onThisThread).toBeGreaterThan(50);
    expect(longestPause).toBeLessThan(onThisThread / 2);
  });

  it("fails a job, not the server, when it is closed", async () => {
    const closing = new ReplayPool(1);
    const job = expect(closing.replay("duel", longRecord(100))).rejects.toThrow(/closed/);
    await closing.close();
    await job;
    await expect(closing.replay("duel", longRecord(1))).rejects.toThrow(/closed/);
  });
});
