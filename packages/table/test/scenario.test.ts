import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  type Checks,
  commandStep,
  matches,
  type PlayExpect,
  parseWithSchema,
  playExpect,
  playScenario,
  readScenarioYaml,
  type ScenarioGame,
} from "../src/scenario/index.ts";
import { DUEL_CONFIG, duel } from "./fixtures/duel.ts";
import type { DuelCommand, DuelEvent, DuelState } from "./fixtures/duel-types.ts";

describe("scenario matching", () => {
  it("matches objects partially at any depth, arrays item by item", () => {
    expect(matches({ a: 1, b: { c: 2, d: 3 } }, { b: { c: 2 } })).toBe(true);
    expect(matches({ a: 1, b: { c: 2 } }, { b: { c: 3 } })).toBe(false);
    expect(matches([1, 2], [1, 2])).toBe(true);
    expect(matches([1, 2, 3], [1, 2])).toBe(false);
    expect(matches([{ x: 1, y: 2 }], [{ x: 1 }])).toBe(true);
    expect(matches({ a: 1 }, { missing: 1 })).toBe(false);
  });

  it("loosens arrays with $has (some items, any order), $unordered (all items, any order) and $length", () => {
    expect(matches([3, 1, 2], { $has: [2, 3] })).toBe(true);
    expect(matches([3, 1, 2], { $has: [4] })).toBe(false);
    expect(matches([1, 1], { $has: [1, 1] })).toBe(true);
    expect(matches([1], { $has: [1, 1] })).toBe(false);
    expect(matches(["b", "a"], { $unordered: ["a", "b"] })).toBe(true);
    expect(matches(["b", "a", "c"], { $unordered: ["a", "b"] })).toBe(false);
    expect(matches({ hand: [1, 2, 3] }, { hand: { $length: 3 } })).toBe(true);
    expect(matches({ hand: [1, 2] }, { hand: { $length: 3 } })).toBe(false);
    // A loose item does not take the only match of a stricter one.
    expect(matches([{ k: 1, v: 2 }, { k: 1 }], { $unordered: [{ k: 1 }, { k: 1, v: 2 }] })).toBe(true);
  });
});

type W = { scores?: Record<string, number> };
const state = z.strictObject({ scores: z.record(z.string(), z.number()).optional() });
const stepsSchema = z.array(commandStep(state));
const expectSchema = playExpect(state);

function run(yaml: string) {
  const raw = readScenarioYaml(yaml, "t.yaml");
  if (!raw.ok) throw new Error(JSON.stringify(raw.error));
  const steps = parseWithSchema(stepsSchema, raw.value.commands ?? [], "t.yaml");
  const exp = parseWithSchema(expectSchema, raw.value.expect ?? {}, "t.yaml");
  if (!steps.ok || !exp.ok) throw new Error("bad test scenario");
  const failures: string[] = [];
  let checks = 0;
  const c: Checks = {
    check: (ok, message) => {
      checks++;
      if (!ok) failures.push(message());
    },
  };
  const game: ScenarioGame<DuelState, DuelCommand, DuelEvent, W> = {
    definition: duel,
    refs: (v) => v,
    checkState: (want, s, cc) => {
      for (const [seat, n] of Object.entries(want.scores ?? {}))
        cc.check(s.scores[seat] === n, () => `score of ${seat}: expected ${n}, got ${s.scores[seat]}`);
    },
    pending: (s) => s.pending,
  };
  const start = duel.setup(DUEL_CONFIG, "seed");
  if (!start.ok) throw new Error("setup");
  playScenario(game, { state: start.value, events: [] }, steps.value, exp.value as PlayExpect<W>, c);
  return { failures, checks };
}

describe("the shared scenario runner", () => {
  it("checks after a given command: events, state, legal commands and the pending decision", () => {
    const ok = run(`
commands:
  - do: { type: roll }
    expect:
      events: [{ type: DieRolled, seat: p1 }]
      pending: [{ kind: use_roll, seat: p1 }]
      legal: [{ includes: [{ type: choose, option: keep }], excludes: [{ type: roll }] }]
  - do: { type: choose, decision: roll-1, option: drop }
    expect:
      pending: []
      state: { scores: { p1: 0 } }
  - { do: { type: roll }, error: already_rolled }
`);
    expect(ok.failures).toEqual([]);
    expect(ok.checks).toBeGreaterThan(6);
  });

  it("reports what differs, naming the command it follows", () => {
    const bad = run(`
commands:
  - do: { type: roll }
    expect:
      pending: []
      state: { scores: { p1: 5 } }
      noEvents: [{ type: DieRolled, seat: p1 }]
`);
    expect(bad.failures).toHaveLength(3);
    expect(bad.failures[0]).toMatch(/^after command 1 .*expected no event like/);
    expect(bad.failures.join("\n")).toMatch(/after command 1 .*score of p1: expected 5, got 0/);
  });

  it("matches events in order, and a group of them in any order", () => {
    const ok = run(`
commands:
  - do: { type: end }
  - { seat: p2, do: { type: end } }
expect:
  events:
    - anyOrder: [{ type: TurnEnded, seat: p2 }, { type: TurnEnded, seat: p1 }]
`);
    expect(ok.failures).toEqual([]);
    const ordered = run(`
commands:
  - do: { type: end }
  - { seat: p2, do: { type: end } }
expect:
  events:
    - { type: TurnEnded, seat: p2 }
    - { type: TurnEnded, seat: p1 }
`);
    expect(ordered.failures).toHaveLength(1);
    expect(ordered.failures[0]).toMatch(/expected event .*"seat":"p1".* \(in order\)/);
  });
});
