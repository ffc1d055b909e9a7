import { describe, expect, it } from "vitest";
import { awaitedSeats, pendingDecisions, pendingFor, startSession, submit } from "../src/index.ts";
import { DUEL_CONFIG, duel } from "./fixtures/duel.ts";
import { must } from "./fixtures/must.ts";

describe("pending decisions", () => {
  it("are empty when the game asks nothing", () => {
    const s = must(startSession(duel, DUEL_CONFIG, "pending"));
    expect(pendingDecisions(s.state)).toEqual([]);
    expect(awaitedSeats({})).toEqual([]);
  });

  it("name the seat whose answer the game waits for after a die roll", () => {
    const s0 = must(startSession(duel, DUEL_CONFIG, "pending"));
    const s = must(submit(duel, s0, "p1", { type: "roll" })).session;
    expect(pendingDecisions(s.state)).toEqual([
      { id: "roll-1", seat: "p1", kind: "use_roll", options: { value: s.state.roll } },
    ]);
    expect(awaitedSeats(s.state)).toEqual(["p1"]);
    expect(pendingFor(s.state, "p2")).toEqual([]);
    expect(duel.legal(s.state, "p1").every((c) => c.type === "choose")).toBe(true);
  });

  it("list each awaited seat once, in the order the decisions were raised", () => {
    const state = {
      pending: [
        { id: "a", seat: "p2", kind: "split" },
        { id: "b", seat: "p1", kind: "wound" },
        { id: "c", seat: "p2", kind: "skill" },
      ],
    };
    expect(awaitedSeats(state)).toEqual(["p2", "p1"]);
    expect(pendingFor(state, "p2").map((d) => d.id)).toEqual(["a", "c"]);
  });
});
