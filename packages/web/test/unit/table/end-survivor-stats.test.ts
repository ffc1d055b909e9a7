import type { ZombicideEvent } from "@horda/zombicide";
import { describe, expect, it } from "vitest";
import { survivorStats } from "../../../src/table/end/survivor-stats.ts";
import type { LogItem } from "../../../src/table/session/log-item.ts";

const step = (seq: number, events: readonly Record<string, unknown>[]): LogItem => ({
  seq,
  seat: "p1",
  kind: "command",
  events: events as unknown as ZombicideEvent[],
  zombieTypes: {},
});
const wound = (wounds: number, total: number) => ({
  type: "WoundTaken",
  survivor: "amy",
  wounds,
  total,
  health: 3,
  source: "zombies",
  rule: "r",
});

describe("the end screen's wounds per survivor", () => {
  it("counts only the Wounds the card took: a hit past the bottom of the bar is not a Wound more", () => {
    // Amy takes 2, then 3 more with 1 Health left: her card shows 3 of 3, so does the end screen.
    const stats = survivorStats([step(1, [wound(2, 2)]), step(2, [wound(3, 3)])]);
    expect(stats.amy?.wounds).toBe(3);
  });

  it("counts a Wound again after it was healed", () => {
    const healed = {
      type: "WoundsHealed",
      survivor: "amy",
      wounds: 1,
      total: 1,
      by: "x",
      skill: "s",
      rule: "r",
    };
    const stats = survivorStats([step(1, [wound(2, 2)]), step(2, [healed]), step(3, [wound(1, 2)])]);
    expect(stats.amy?.wounds).toBe(3);
  });

  it("leaves out the Wounds of an undone command", () => {
    const undo: LogItem = { seq: 3, seat: "p1", kind: "undo", undoes: 2, events: [], zombieTypes: {} };
    const stats = survivorStats([step(1, [wound(1, 1)]), step(2, [wound(1, 2)]), undo]);
    expect(stats.amy?.wounds).toBe(1);
  });
});
