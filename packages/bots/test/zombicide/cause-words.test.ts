import { describe, expect, it } from "vitest";
import { causeWords, ENGLISH_CAUSE_WORDS, PORTUGUESE_CAUSE_WORDS } from "../../src/zombicide/cause-words.ts";
import { ENGLISH_CHART_WORDS, PORTUGUESE_CHART_WORDS, reportCharts } from "../../src/zombicide/charts.ts";
import { zombicideReport } from "../../src/zombicide/report.ts";
import { addZombicideGame, emptyZombicideTally } from "../../src/zombicide/tally.ts";
import { gameStats, simMeta } from "./report-fixtures.ts";

describe("causes of loss in the player's words", () => {
  it("says every cause the simulator records in English and in Brazilian Portuguese", () => {
    const cases: [string, string, string][] = [
      ["core-2e §8 a survivor eliminated", "A survivor was eliminated", "Um sobrevivente foi eliminado"],
      [
        "a survivor was eliminated (core-2e §8)",
        "A survivor was eliminated",
        "Um sobrevivente foi eliminado",
      ],
      [
        "roundLimit 16",
        "Round 16 ended before the goals were met",
        "A rodada 16 terminou antes dos objetivos",
      ],
      ["counter alarm 6", "The alarm counter reached 6", "O contador alarm chegou a 6"],
      ["counter fuel-cans 3", "The fuel cans counter reached 3", "O contador fuel cans chegou a 3"],
      ["survivorsEliminated 2", "2 survivors eliminated", "2 sobreviventes eliminados"],
      [
        "no survivor left on the board and the goals not met",
        "No survivor left on the board to finish",
        "Nenhum sobrevivente restou no tabuleiro para terminar",
      ],
      [
        'mission m1: special rule "siren"',
        "The mission's rule “siren” ended the game",
        "A regra da missão “siren” encerrou a partida",
      ],
      ["still going after round 60", "Still going after round 60", "Ainda em jogo após a rodada 60"],
      ["no seat could act", "No seat could act", "Nenhum lugar podia agir"],
      [
        "stopped after 50000 commands",
        "Stopped after 50000 commands with no end",
        "Interrompida após 50000 comandos sem fim",
      ],
    ];
    for (const [cause, en, pt] of cases) {
      expect(causeWords(cause, ENGLISH_CAUSE_WORDS)).toBe(en);
      expect(causeWords(cause, PORTUGUESE_CAUSE_WORDS)).toBe(pt);
    }
    expect(causeWords("something new", ENGLISH_CAUSE_WORDS)).toBe("something new");
  });

  it("draws the causes plot with the words, not the rule references", () => {
    const tally = emptyZombicideTally();
    addZombicideGame(tally, gameStats({ result: "loss", cause: "core-2e §8 a survivor eliminated" }));
    addZombicideGame(
      tally,
      gameStats({ result: "loss", cause: "mission m1: lose condition (roundLimit 16)" }),
    );
    const report = zombicideReport(tally, simMeta());
    const causesOf = (words: typeof ENGLISH_CHART_WORDS) => {
      const chart = reportCharts(report, words).find((c) => c.id === "causes");
      const values = (chart?.spec.data.values ?? []) as { cause: string }[];
      return values.map((v) => v.cause).sort();
    };
    expect(causesOf(ENGLISH_CHART_WORDS)).toEqual([
      "A survivor was eliminated",
      "Round 16 ended before the goals were met",
    ]);
    expect(causesOf(PORTUGUESE_CHART_WORDS)).toEqual([
      "A rodada 16 terminou antes dos objetivos",
      "Um sobrevivente foi eliminado",
    ]);
  });
});

describe("games stopped at the round cap", () => {
  it("count as not won and as a cause, but not in the rounds to lose", () => {
    const tally = emptyZombicideTally();
    addZombicideGame(tally, gameStats({ result: "loss", cause: "roundLimit 16", rounds: 16 }));
    addZombicideGame(
      tally,
      gameStats({ result: "unfinished", cause: "still going after round 60", rounds: 61 }),
    );
    const report = zombicideReport(tally, simMeta());
    expect(report.unfinished).toBe(1);
    expect(report.winRate).toBe(0);
    expect(report.averageRounds.loss).toBe(16);
    expect(report.rounds).toEqual([{ round: 16, result: "loss", games: 1 }]);
    expect(report.causes.map((c) => c.cause).sort()).toEqual(["roundLimit 16", "still going after round 60"]);
  });
});
