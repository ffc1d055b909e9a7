import type { MissionGoal } from "@horda/content";
import { describe, expect, it } from "vitest";
import { ENGLISH_CHART_WORDS, PORTUGUESE_CHART_WORDS, reportCharts } from "../../src/zombicide/charts.ts";
import { ENGLISH_GOAL_WORDS, goalWords, PORTUGUESE_GOAL_WORDS } from "../../src/zombicide/goal-words.ts";
import { zombicideReport } from "../../src/zombicide/report.ts";
import { addZombicideGame, emptyZombicideTally } from "../../src/zombicide/tally.ts";
import { gameStats, simMeta } from "./report-fixtures.ts";

describe("the Mission lab's goals reached", () => {
  it("says every kind of goal in English and Portuguese", () => {
    const cases: [MissionGoal, string, string][] = [
      [{ goal: "takeObjectives", count: "all" }, "Take all Objectives", "Pegar todos os Objetivos"],
      [
        { goal: "takeObjectives", colour: "purple", count: 2 },
        "Take 2 purple Objectives",
        "Pegar 2 Objetivos roxos",
      ],
      [
        { goal: "reachExit", survivors: "all", noAbomination: true },
        "Everyone reaches the Exit (no Abomination there)",
        "Todos chegam à Saída (sem Abominação lá)",
      ],
      [
        { goal: "reachExit", survivors: 3, noAbomination: false },
        "3 survivors reach the Exit",
        "3 sobreviventes chegam à Saída",
      ],
      [{ goal: "killZombies", count: 20 }, "Kill 20 zombies", "Matar 20 zumbis"],
      [{ goal: "killZombies", zombie: "runner", count: 4 }, "Kill 4 × runner", "Matar 4 × runner"],
      [{ goal: "surviveRounds", rounds: 8 }, "Survive 8 rounds", "Sobreviver 8 rodadas"],
      [
        { goal: "counter", counter: "opala-out", value: 1 },
        "Counter opala out reaches 1",
        "Contador opala out chega a 1",
      ],
    ];
    for (const [goal, en, pt] of cases) {
      expect(goalWords(goal, ENGLISH_GOAL_WORDS)).toBe(en);
      expect(goalWords(goal, PORTUGUESE_GOAL_WORDS)).toBe(pt);
    }
  });

  it("names a zombie type as the caller knows it, and says a counter goal in the mission's own words", () => {
    const runners: MissionGoal = { goal: "killZombies", zombie: "runner", count: 4 };
    const names: Record<string, string> = { runner: "Corredor" };
    expect(goalWords(runners, PORTUGUESE_GOAL_WORDS, (id) => names[id] ?? id)).toBe("Matar 4 × Corredor");
    const text = { en: "Gather everyone in one Zone", "pt-BR": "Reunir todos numa Zona" };
    const gather: MissionGoal = { goal: "counter", counter: "objective-met", value: 1, text };
    expect(goalWords(gather, ENGLISH_GOAL_WORDS)).toBe("Gather everyone in one Zone");
    expect(goalWords(gather, PORTUGUESE_GOAL_WORDS)).toBe("Reunir todos numa Zona");
  });

  it("counts the games that reached each goal and the round it came, and plots the share", () => {
    const tally = emptyZombicideTally();
    addZombicideGame(tally, gameStats({ result: "win", cause: "", rounds: 9, goals: { 0: 4, 1: 9 } }));
    addZombicideGame(
      tally,
      gameStats({ result: "loss", cause: "roundLimit 16", rounds: 16, goals: { 0: 6 } }),
    );
    addZombicideGame(tally, gameStats({ result: "loss", cause: "roundLimit 16", rounds: 16 }));
    const goals: MissionGoal[] = [
      { goal: "takeObjectives", count: "all" },
      { goal: "counter", counter: "opala-out", value: 1 },
    ];
    const report = zombicideReport(tally, simMeta(goals));
    expect(report.goalsReached).toEqual([
      { goal: 0, games: 2, share: 2 / 3, averageRound: 5 },
      { goal: 1, games: 1, share: 1 / 3, averageRound: 9 },
    ]);
    const labels = (words: typeof ENGLISH_CHART_WORDS) => {
      const values = (reportCharts(report, words).find((c) => c.id === "goals")?.spec.data.values ?? []) as {
        label: string;
      }[];
      return values.map((v) => v.label);
    };
    expect(labels(ENGLISH_CHART_WORDS)).toEqual(["1. Take all Objectives", "2. Counter opala out reaches 1"]);
    expect(labels(PORTUGUESE_CHART_WORDS)).toEqual([
      "1. Pegar todos os Objetivos",
      "2. Contador opala out chega a 1",
    ]);
    // A mission with no goals of its own (a free game) draws no goals plot.
    const none = zombicideReport(tally, simMeta());
    expect(reportCharts(none).map((c) => c.id)).not.toContain("goals");
  });
});
