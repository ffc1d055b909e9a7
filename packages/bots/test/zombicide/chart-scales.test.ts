import { describe, expect, it } from "vitest";
import { sharedScales } from "../../src/zombicide/chart-scales.ts";
import { ENGLISH_CHART_WORDS, reportCharts } from "../../src/zombicide/charts.ts";
import type { GameStats } from "../../src/zombicide/game-stats.ts";
import { zombicideReport } from "../../src/zombicide/report.ts";
import { addZombicideGame, emptyZombicideTally } from "../../src/zombicide/tally.ts";
import { gameStats, simMeta } from "./report-fixtures.ts";

// The Mission lab's comparison: two estimates side by side share their plots' axes, so a bar as tall in both
// columns is the same number.
const reportOf = (games: readonly GameStats[]) => {
  const tally = emptyZombicideTally();
  for (const g of games) addZombicideGame(tally, g);
  return zombicideReport(tally, { ...simMeta(), team: ["amy"] });
};
/** A game Amy played: won or lost in `rounds`, `wounds` Wounds (all in `zone`), `walkers` Walkers spawned. */
const game = (result: "win" | "loss", rounds: number, wounds: number, zone: string, walkers: number) =>
  gameStats({
    result,
    cause: result === "win" ? "" : "roundLimit 16",
    rounds,
    survivors: { amy: { wounds, eliminated: false } },
    danger: result === "win" ? "blue" : "red",
    spawned: { walker: walkers },
    zoneWounds: { [zone]: wounds },
  });
// An easy version: won in round 4 twice, 1 Wound a game. A hard one: lost in rounds 6 and 9, 3 Wounds a game.
const easy = reportOf([game("win", 4, 1, "Z1", 2), game("win", 4, 1, "Z1", 2)]);
const hard = reportOf([game("loss", 6, 3, "Z2", 8), game("loss", 9, 3, "Z2", 6)]);

type Encoding = Record<string, { scale?: { domain: number[] } }>;
const encoding = (charts: ReturnType<typeof reportCharts>, id: string): Encoding => {
  const spec = charts.find((c) => c.id === id)?.spec;
  // The survivors' plot: Wounds are its first layer's bars.
  return { ...spec?.encoding, ...spec?.layer?.[0]?.encoding } as Encoding;
};

describe("the Mission lab's side-by-side plots", () => {
  it("share the rounds, games, Wounds and spawns axes of both estimates", () => {
    const scales = sharedScales([easy, hard]);
    expect(scales).toEqual({
      rounds: { first: 4, last: 9, games: 2 },
      causeGames: 2,
      dangerGames: 2,
      woundsPerGame: 3,
      spawnedPerGame: 7,
      zoneWounds: 6,
    });
    for (const report of [easy, hard]) {
      const charts = reportCharts(report, ENGLISH_CHART_WORDS, undefined, scales);
      expect(encoding(charts, "rounds").x?.scale?.domain).toEqual([4, 10]);
      expect(encoding(charts, "rounds").y?.scale?.domain).toEqual([0, 2]);
      expect(encoding(charts, "survivors").y?.scale?.domain).toEqual([0, 3]);
      expect(encoding(charts, "danger").y?.scale?.domain).toEqual([0, 2]);
      expect(encoding(charts, "spawned").y?.scale?.domain).toEqual([0, 7]);
    }
  });

  it("leave one estimate's axes to fit its own data", () => {
    const charts = reportCharts(easy, ENGLISH_CHART_WORDS);
    expect(encoding(charts, "rounds").y?.scale).toBeUndefined();
    expect(encoding(charts, "spawned").y?.scale).toBeUndefined();
    expect(sharedScales([])).toBeNull();
  });
});
