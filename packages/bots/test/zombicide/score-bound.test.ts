import { pendingFor, RngCursor, seedRng } from "@horda/table";
import { type ZombicideCommand, type ZombicideState, zombicide } from "@horda/zombicide";
import { describe, expect, it } from "vitest";
import { actingSeats } from "../../src/zombicide/acting-seats.ts";
import { lazyScore, scoreAction, situation } from "../../src/zombicide/actions.ts";
import { BOUNDED } from "../../src/zombicide/place-value.ts";
import { scoreAll, survivorBot } from "../../src/zombicide/survivor-bot.ts";
import { shippedMissionConfig } from "./content.ts";

/**
 * Positions the survivor bot scores commands in (no decision pending), over seeded games of missions with Moves,
 * skill Moves, Drives (Joyride's car), Rio's rules and Companions (Dog Companions).
 */
function positions(id: string, games: number): { state: ZombicideState; legal: ZombicideCommand[] }[] {
  const { config } = shippedMissionConfig(id);
  const bot = survivorBot();
  const out: { state: ZombicideState; legal: ZombicideCommand[] }[] = [];
  for (let g = 0; g < games; g++) {
    const set = zombicide.setup(config, `score-bound:${id}:${g}`);
    if (!set.ok) throw new Error(set.error.message);
    let state: ZombicideState = set.value;
    const rng = new RngCursor(seedRng(`bots:score-bound:${id}:${g}`));
    for (let n = 0; n < 3000 && zombicide.status(state).kind === "ongoing"; n++) {
      const seat = actingSeats(state).find((s) => zombicide.legal(state, s).length > 0);
      if (seat === undefined) break;
      const legal = [...zombicide.legal(state, seat)];
      if (pendingFor(state, seat).length === 0) out.push({ state, legal });
      const applied = zombicide.apply(state, seat, bot.choose(state, seat, legal, rng));
      if (!applied.ok) throw new Error(applied.error.message);
      state = applied.value.state;
    }
  }
  return out;
}

const MISSIONS: readonly [string, number][] = [
  ["six-blocks", 2],
  ["first-night", 2],
  ["fh-m7", 1],
  ["joyride", 2],
  ["m02-rocinha", 1],
  ["classic-good-dogs", 1],
];

describe("the survivor bot's score bound (lazyScore)", () => {
  it("holds with the default knobs", () => {
    expect(BOUNDED).toBe(true);
  });

  for (const [id, games] of MISSIONS) {
    it(`is never below the score, and scores as scoreAction does, over ${games} seeded games of ${id}`, () => {
      let bounded = 0;
      const types = new Set<string>();
      for (const { state, legal } of positions(id, games)) {
        // Exact scores on a situation of their own (its caches filled in scoreAction's order).
        const exact = situation(state);
        const scores = legal.map((c) => scoreAction(exact, c));
        const top = Math.max(...scores.filter((v) => !Number.isNaN(v)));
        const sit = situation(state);
        legal.forEach((c, k) => {
          const l = lazyScore(sit, c);
          const score = scores[k] as number;
          if (!l) return;
          bounded++;
          types.add(c.type);
          expect(l.bound).toBeGreaterThanOrEqual(score);
          // With nothing to beat, or the score itself to reach, the exact score; NaN only below the floor.
          expect(l.score(Number.NEGATIVE_INFINITY)).toBe(score);
          expect(l.score(score)).toBe(score);
          const above = l.score(score + 1);
          if (!Number.isNaN(above)) expect(above).toBe(score);
        });
        // What the bot chooses from: every score the same, or left out (NaN) below the best.
        const lazy = scoreAll(situation(state), legal);
        lazy.forEach((v, k) => {
          if (Number.isNaN(v)) expect(scores[k] as number).toBeLessThan(top);
          else expect(v).toBe(scores[k]);
        });
      }
      expect(bounded).toBeGreaterThan(100);
      expect(types.has("move")).toBe(true);
      if (id === "joyride") expect(types.has("drive")).toBe(true);
    }, 120_000);
  }
});
