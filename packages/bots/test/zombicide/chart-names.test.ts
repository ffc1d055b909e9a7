import { describe, expect, it } from "vitest";
import { ENGLISH_CHART_WORDS, PORTUGUESE_CHART_WORDS, reportCharts } from "../../src/zombicide/charts.ts";
import { zombicideReport } from "../../src/zombicide/report.ts";
import { contentNames } from "../../src/zombicide/report-names.ts";
import { addZombicideGame, emptyZombicideTally } from "../../src/zombicide/tally.ts";
import { content } from "./content.ts";
import { gameStats, simMeta } from "./report-fixtures.ts";

/** Two games of Amy and Doug against Walkers and a Brute, the highest Danger Level orange. */
function twoGames() {
  const tally = emptyZombicideTally();
  const survivors = { amy: { wounds: 1, eliminated: false }, doug: { wounds: 0, eliminated: false } };
  addZombicideGame(
    tally,
    gameStats({ result: "win", cause: "", danger: "orange", survivors, spawned: { walker: 5, brute: 1 } }),
  );
  addZombicideGame(
    tally,
    gameStats({ result: "loss", cause: "roundLimit 16", survivors, spawned: { walker: 3 } }),
  );
  return zombicideReport(tally, { ...simMeta(), team: ["amy", "doug"], names: contentNames(content) });
}

const valuesOf = (charts: ReturnType<typeof reportCharts>, id: string, field: string) => [
  ...new Set(
    (charts.find((c) => c.id === id)?.spec.data.values ?? []).map((v: Record<string, unknown>) => v[field]),
  ),
];

describe("the report's plots name survivors, zombies and Danger Levels", () => {
  it("keeps in the report the names of the survivors and zombie types it counts, not the whole catalogue", () => {
    const report = twoGames();
    expect(Object.keys(report.names.survivors).sort()).toEqual(["amy", "doug"]);
    expect(Object.keys(report.names.zombies).sort()).toEqual(["brute", "walker"]);
    expect(report.names.zombies.walker).toEqual({ en: "Walker", "pt-BR": "Lerdo" });
    // The JSON report stays plain JSON.
    expect(JSON.parse(JSON.stringify(report))).toEqual(report);
  });

  it("says the names in English and in Brazilian Portuguese, not the ids", () => {
    const report = twoGames();
    const en = reportCharts(report, ENGLISH_CHART_WORDS);
    const pt = reportCharts(report, PORTUGUESE_CHART_WORDS);
    expect(valuesOf(en, "survivors", "survivor")).toEqual(["Amy", "Doug"]);
    expect(valuesOf(en, "spawned", "zombie")).toEqual(["Brute", "Walker"]);
    expect(valuesOf(pt, "spawned", "zombie")).toEqual([
      content.zombieCatalog.types.brute?.names["pt-BR"],
      "Lerdo",
    ]);
    expect(valuesOf(en, "danger", "level")).toEqual(["Blue", "Yellow", "Orange", "Red"]);
    expect(valuesOf(pt, "danger", "level")).toEqual(["Azul", "Amarelo", "Laranja", "Vermelho"]);
  });

  it("colours each Danger Level by its translated name", () => {
    const danger = reportCharts(twoGames(), PORTUGUESE_CHART_WORDS).find((c) => c.id === "danger");
    expect(danger?.spec.encoding.color.scale).toEqual({
      domain: ["Azul", "Amarelo", "Laranja", "Vermelho"],
      range: ["#2e86c1", "#f1c40f", "#e67e22", "#c0392b"],
    });
  });

  it("falls back to the id for a survivor or zombie the report has no name for", () => {
    const tally = emptyZombicideTally();
    addZombicideGame(
      tally,
      gameStats({
        result: "win",
        cause: "",
        survivors: { zed: { wounds: 0, eliminated: false } },
        spawned: { ghoul: 1 },
      }),
    );
    const charts = reportCharts(zombicideReport(tally, simMeta()), ENGLISH_CHART_WORDS);
    expect(valuesOf(charts, "survivors", "survivor")).toEqual(["zed"]);
    expect(valuesOf(charts, "spawned", "zombie")).toEqual(["ghoul"]);
  });
});

describe("the report's plots before any data", () => {
  it("draws no plot whose data is empty (Vega would warn of an infinite extent)", () => {
    const empty = zombicideReport(emptyZombicideTally(), simMeta());
    const charts = reportCharts(empty, ENGLISH_CHART_WORDS, []);
    expect(charts.map((c) => c.id)).toEqual(["danger"]);
    for (const c of charts) expect(c.spec.data.values.length, c.id).toBeGreaterThan(0);
  });
});

describe("the survivors' plot", () => {
  it("puts Wounds per game and the share of games eliminated on axes of their own", () => {
    const spec = reportCharts(twoGames(), ENGLISH_CHART_WORDS).find((c) => c.id === "survivors")?.spec as {
      layer: { encoding: { y: { field: string; title: string; axis: { format?: string } } } }[];
      resolve: unknown;
    };
    const axes = spec.layer.map((l) => [l.encoding.y.field, l.encoding.y.title, l.encoding.y.axis.format]);
    expect(axes).toEqual([
      ["wounds", "wounds per game", undefined],
      ["eliminated", "eliminated (share of games)", "%"],
    ]);
    expect(spec.resolve).toEqual({ scale: { y: "independent" } });
  });
});
