import { describe, expect, it } from "vitest";
import { formatFailure, fuzz } from "./support/fuzz.ts";

// A short run of the engine fuzzer (docs/fuzzing.md) in every `npm test`: random legal games of the core
// missions with biased casts and every optional mode, the contract checked after each command. The long run
// is `HORDA_FUZZ_SECONDS=1200 npm run fuzz`. HORDA_FUZZ_TEST_SECONDS changes this one's length.
const SECONDS = Number(process.env.HORDA_FUZZ_TEST_SECONDS ?? 25);
const MIN_GAMES = 20;

describe("engine fuzzer, short run", () => {
  it(
    `${SECONDS}s of random legal games (at least ${MIN_GAMES}): no stall, no refused legal command, nothing left open, Actions never rise, cards conserved`,
    () => {
      const report = fuzz({ seconds: SECONDS, seed: "npm-test", minGames: MIN_GAMES });
      expect(report.games).toBeGreaterThanOrEqual(MIN_GAMES);
      expect(report.commands).toBeGreaterThan(report.games);
      expect(report.failures.map(formatFailure)).toEqual([]);
    },
    (SECONDS + 120) * 1000,
  );
});
