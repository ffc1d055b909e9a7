import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { basename, dirname, join } from "node:path";
import type { Board } from "@horda/zombicide";
import { boardHeatSvg } from "./board-svg.ts";
import { chartWordsFor, reportCharts, vegaFormatLocale } from "./charts.ts";
import type { ZombicideReport } from "./report.ts";
import { nameIn } from "./report-names.ts";

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

const PAGE_WORDS = {
  en: {
    lab: "Mission lab",
    warning: "Warning:",
    winRate: "Win rate",
    games: "Games",
    rounds: "Rounds",
    win: "win",
    loss: "loss",
    team: (players: number, bot: string, seed: string) =>
      `${players} ${players === 1 ? "player" : "players"}, ${bot}, seed ${seed}`,
    bots: { survivor: "survivor bot", random: "random bot" } as Record<string, string>,
    heat: "Where survivors were wounded (tint) and eliminated (discs)",
    heatAlt: (name: string) => `${name}: wounds and eliminations by zone`,
    heatKey: (games: number) =>
      `In each zone, the number is the Wounds taken there over all ${games} games (the more, the darker the red), and a disc counts the eliminations. Map marks: P the survivors' start, S a Spawn Zone, O an Objective, C a crate, E the Exit.`,
    unfinished: (n: number) =>
      `${n} ${n === 1 ? "game was" : "games were"} still going at the round limit: counted as not won, and not in the rounds to lose.`,
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
      `${players} ${players === 1 ? "jogador" : "jogadores"}, ${bot}, semente ${seed}`,
    bots: { survivor: "robô sobrevivente", random: "robô aleatório" } as Record<string, string>,
    heat: "Onde os sobreviventes foram feridos (cor) e eliminados (discos)",
    heatAlt: (name: string) => `${name}: ferimentos e eliminações por zona`,
    heatKey: (games: number) =>
      `Em cada zona, o número é o total de Ferimentos sofridos ali nas ${games} partidas (quanto mais, mais escuro o vermelho), e um disco conta as eliminações. Marcas do mapa: P o início dos sobreviventes, S uma Zona de Invasão, O um Objetivo, C uma caixa, E a Saída.`,
    unfinished: (n: number) =>
      `${n} ${n === 1 ? "partida ainda estava" : "partidas ainda estavam"} em jogo no limite de rodadas: ${n === 1 ? "conta como não vencida" : "contam como não vencidas"}, e fora das rodadas até a derrota.`,
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
  // Numbers as the page's language writes them (36,5% in pt-BR).
  const percent = new Intl.NumberFormat(lang, {
    style: "percent",
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  const one = new Intl.NumberFormat(lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const pct = (x: number) => percent.format(x);
  const rounds = (x: number | null) => (x === null ? "–" : one.format(x));
  const headline = `${pct(report.winRate)} (95%: ${pct(report.winRateInterval.low)}–${pct(report.winRateInterval.high)})`;
  const team = report.team.map((id) => nameIn(report.names.survivors, id, lang)).join(", ");
  const bot = w.bots[report.bot] ?? report.bot;
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${w.lab}: ${esc(missionName)}</title>
<style>body{font:14px system-ui,sans-serif;margin:24px;color:#1c2833}h1{margin:0 0 4px}.charts{display:flex;flex-wrap:wrap;gap:24px}
.facts td{padding:2px 12px 2px 0;vertical-align:top}.board{margin:16px 0}.board svg{max-width:100%;height:auto}.warning{color:#922b21}
.key{max-width:60em}@media (max-width:600px){body{margin:12px}.charts>div{width:100%;overflow-x:auto}}</style>
${vegaScripts()}
</head><body>
<h1>${w.lab}: ${esc(missionName)}</h1>
${report.warnings.map((text) => `<p class="warning"><b>${w.warning}</b> ${esc(text)}</p>`).join("\n")}
<table class="facts">
<tr><td>${w.winRate}</td><td><b id="win-rate">${headline}</b></td></tr>
<tr><td>${w.games}</td><td>${report.games} (${esc(team)}; ${esc(w.team(report.players, bot, report.seed))})</td></tr>
<tr><td>${w.rounds}</td><td>${w.win} ${rounds(report.averageRounds.win)}, ${w.loss} ${rounds(report.averageRounds.loss)}</td></tr>
</table>
${report.unfinished > 0 ? `<p class="warning" id="unfinished">${esc(w.unfinished(report.unfinished))}</p>` : ""}
<h2>${w.heat}</h2>
<div class="board">${boardHeatSvg(board, report.zones, { title: w.heatAlt(missionName) })}</div>
<p class="key">${esc(w.heatKey(report.games))}</p>
<div class="charts">${charts.map((c) => `<div id="chart-${c.id}"></div>`).join("")}</div>
<script>
const charts = ${json};
const formatLocale = ${JSON.stringify(vegaFormatLocale(lang))};
for (const c of charts) vegaEmbed("#chart-" + c.id, c.spec, { actions: false, renderer: "svg", formatLocale });
</script>
</body></html>
`;
}
