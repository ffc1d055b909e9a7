import { describe, expect, it } from "vitest";
import { htmlReport } from "../../src/zombicide/html-report.ts";
import { missionBoard } from "../../src/zombicide/reachability.ts";
import { zombicideReport } from "../../src/zombicide/report.ts";
import { contentNames } from "../../src/zombicide/report-names.ts";
import { addZombicideGame, emptyZombicideTally } from "../../src/zombicide/tally.ts";
import { content, coreMission } from "./content.ts";
import { gameStats, simMeta } from "./report-fixtures.ts";

/** Three games of Wanda and Doug: a win in round 7, a loss in round 9, one still going at the round cap. */
function report() {
  const tally = emptyZombicideTally();
  addZombicideGame(tally, gameStats({ result: "win", cause: "", rounds: 7 }));
  addZombicideGame(tally, gameStats({ result: "loss", cause: "roundLimit 16", rounds: 9 }));
  addZombicideGame(
    tally,
    gameStats({ result: "unfinished", cause: "still going after round 60", rounds: 61 }),
  );
  return zombicideReport(tally, { ...simMeta(), team: ["wanda", "doug"], names: contentNames(content) });
}

describe("the simulator's HTML report", () => {
  const board = missionBoard(coreMission("first-night"), content);

  it("reads on a phone, names the survivors and the bot, and keys its heat map", () => {
    const page = htmlReport(report(), board, "First Night", "en");
    expect(page).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(page).toContain("(Wanda, Doug; 1 player, survivor bot, seed s)");
    expect(page).toContain("33.3% (95%:");
    expect(page).toContain("win 7.0, loss 9.0");
    expect(page).toContain("In each zone, the number is the Wounds taken there over all 3 games");
    expect(page).toContain("1 game was still going at the round limit");
  });

  it("writes numbers and words as Brazilian Portuguese does", () => {
    const page = htmlReport(report(), board, "Primeira Noite", "pt-BR");
    expect(page).toContain("33,3%");
    expect(page).toContain("vitória 7,0, derrota 9,0");
    expect(page).toContain("robô sobrevivente");
    expect(page).not.toMatch(/robô survivor|\d\.\d%/);
    // The plots' axes too: Vega is given Brazilian number formats.
    expect(page).toContain('const formatLocale = {"decimal":",","thousands":"."');
  });
});
