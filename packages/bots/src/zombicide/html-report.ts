import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { basename, dirname, join } from "node:path";
import type { Board } from "@horda/zombicide";
import { boardHeatSvg } from "./board-svg.ts";
import { chartWordsFor, reportCharts } from "./charts.ts";
import type { ZombicideReport } from "./report.ts";

const require = createRequire(import.meta.url);

/** A package's folder, found from its main entry (these packages do not export their build/ files). */
function packageDir(name: string): string {
  let dir = dirname(require.resolve(name));
  while (basename(dir) !== name && dirname(dir) !== dir) dir = dirname(dir);
  return dir;
}

/** The browser builds of Vega, Vega-Lite and vega-embed, inlined so the report opens offline. */
function vegaScripts(): string {
  return [
    join(packageDir("vega"), "build", "vega.min.js"),
    join(packageDir("vega-lite"), "build", "vega-lite.min.js"),
    join(packageDir("vega-embed"), "build", "vega-embed.min.js"),
  ]
    .map((file) => `<script>${readFileSync(file, "utf8").replace(/<\/script/gi, "<\\/script")}</script>`)
    .join("\n");
}

const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

const PAGE_WORDS = {
  en: {
    lab: "Mission lab",
    warning: "Warning:",
    winRate: "Win rate",
    games: "Games",
    rounds: "Rounds",
    win: "win",
    loss: "loss",
    team: (players: number, bot: string, seed: string) => `${players} players, ${bot} bot, seed ${seed}`,
    heat: "Where survivors were wounded (tint) and eliminated (discs)",
    heatAlt: (name: string) => `${name}: wounds and eliminations by zone`,
  },
  "pt-BR": {
    lab: "Laboratório de missões",
    warning: "Aviso:",
    winRate: "Taxa de vitória",
    games: "Partidas",
    rounds: "Rodadas",
    win: "vitória",
    loss: "derrota",
    team: (players: number, bot: string, seed: string) =>
      `${players} jogadores, robô ${bot}, semente ${seed}`,
    heat: "Onde os sobreviventes foram feridos (cor) e eliminados (discos)",
    heatAlt: (name: string) => `${name}: ferimentos e eliminações por zona`,
  },
} as const;

/**
 * A self-contained HTML page: the headline numbers, the plots (Vega-Lite, inlined) and the board heat map,
 * in English or Brazilian Portuguese.
 */
export function htmlReport(
  report: ZombicideReport,
  board: Board,
  missionName: string,
  lang: "en" | "pt-BR" = "en",
): string {
  const w = PAGE_WORDS[lang];
  const charts = reportCharts(report, chartWordsFor(lang));
  const json = JSON.stringify(charts.map((c) => ({ id: c.id, spec: c.spec }))).replace(/</g, "\\u003c");
  const headline = `${pct(report.winRate)} (95%: ${pct(report.winRateInterval.low)}–${pct(report.winRateInterval.high)})`;
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><title>${w.lab}: ${esc(missionName)}</title>
<style>body{font:14px system-ui,sans-serif;margin:24px;color:#1c2833}h1{margin:0 0 4px}.charts{display:flex;flex-wrap:wrap;gap:24px}
.facts td{padding:2px 12px 2px 0}.board{margin:16px 0}.warning{color:#922b21}</style>
${vegaScripts()}
</head><body>
<h1>${w.lab}: ${esc(missionName)}</h1>
${report.warnings.map((text) => `<p class="warning"><b>${w.warning}</b> ${esc(text)}</p>`).join("\n")}
<table class="facts">
<tr><td>${w.winRate}</td><td><b id="win-rate">${headline}</b></td></tr>
<tr><td>${w.games}</td><td>${report.games} (${esc(report.team.join(", "))}; ${esc(w.team(report.players, report.bot, report.seed))})</td></tr>
<tr><td>${w.rounds}</td><td>${w.win} ${report.averageRounds.win?.toFixed(1) ?? "–"}, ${w.loss} ${report.averageRounds.loss?.toFixed(1) ?? "–"}</td></tr>
</table>
<h2>${w.heat}</h2>
<div class="board">${boardHeatSvg(board, report.zones, { title: w.heatAlt(missionName) })}</div>
<div class="charts">${charts.map((c) => `<div id="chart-${c.id}"></div>`).join("")}</div>
<script>
const charts = ${json};
for (const c of charts) vegaEmbed("#chart-" + c.id, c.spec, { actions: false, renderer: "svg" });
</script>
</body></html>
`;
}
