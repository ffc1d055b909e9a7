import { type CauseWords, causeWords, ENGLISH_CAUSE_WORDS, PORTUGUESE_CAUSE_WORDS } from "./cause-words.ts";
import { type ChartScales, upTo } from "./chart-scales.ts";
import { ENGLISH_GOAL_WORDS, type GoalWords, goalWords, PORTUGUESE_GOAL_WORDS } from "./goal-words.ts";
import type { ZombicideReport } from "./report.ts";
import { nameIn } from "./report-names.ts";

/** Chart titles and axis names; the web passes its translations, the CLI the English defaults. */
export interface ChartWords {
  /** The language of these words: the survivors' and zombies' names are taken in it from the report. */
  readonly lang: "en" | "pt-BR";
  readonly rounds: string;
  readonly round: string;
  readonly games: string;
  readonly result: string;
  readonly win: string;
  readonly loss: string;
  readonly causes: string;
  readonly survivors: string;
  readonly woundsPerGame: string;
  readonly deathRate: string;
  readonly danger: string;
  /** The Danger Levels' names, by the report's level ids. */
  readonly dangerOf: Readonly<Record<DangerLevel, string>>;
  readonly spawned: string;
  readonly perGame: string;
  readonly convergence: string;
  readonly winRate: string;
  /** The causes of loss in words (cause-words.ts). */
  readonly causeOf: CauseWords;
  readonly goals: string;
  readonly shareOfGames: string;
  /** The mission's goals in words (goal-words.ts). */
  readonly goalOf: GoalWords;
}

/** The Danger Levels in the report's order, each with its colour in the plot. */
const DANGER_LEVELS = ["blue", "yellow", "orange", "red"] as const;
type DangerLevel = (typeof DANGER_LEVELS)[number];
const DANGER_COLOURS: Record<DangerLevel, string> = {
  blue: "#2e86c1",
  yellow: "#f1c40f",
  orange: "#e67e22",
  red: "#c0392b",
};

export const ENGLISH_CHART_WORDS: ChartWords = {
  lang: "en",
  rounds: "Rounds to a win or a loss",
  round: "round",
  games: "games",
  result: "result",
  win: "win",
  loss: "loss",
  causes: "Causes of loss",
  survivors: "Wounds and eliminations per survivor",
  woundsPerGame: "wounds per game",
  deathRate: "eliminated (share of games)",
  danger: "Highest Danger Level reached",
  dangerOf: { blue: "Blue", yellow: "Yellow", orange: "Orange", red: "Red" },
  spawned: "Zombies spawned per game",
  perGame: "per game",
  convergence: "Win rate as games come in (95% interval)",
  winRate: "win rate",
  causeOf: ENGLISH_CAUSE_WORDS,
  goals: "Goals reached (share of games)",
  shareOfGames: "share of games",
  goalOf: ENGLISH_GOAL_WORDS,
};

export const PORTUGUESE_CHART_WORDS: ChartWords = {
  lang: "pt-BR",
  rounds: "Rodadas até a vitória ou a derrota",
  round: "rodada",
  games: "partidas",
  result: "resultado",
  win: "vitória",
  loss: "derrota",
  causes: "Causas da derrota",
  survivors: "Ferimentos e eliminações por sobrevivente",
  woundsPerGame: "ferimentos por partida",
  deathRate: "eliminado (fração das partidas)",
  danger: "Maior Nível de Perigo alcançado",
  dangerOf: { blue: "Azul", yellow: "Amarelo", orange: "Laranja", red: "Vermelho" },
  spawned: "Zumbis surgidos por partida",
  perGame: "por partida",
  convergence: "Taxa de vitória conforme as partidas chegam (intervalo de 95%)",
  winRate: "taxa de vitória",
  causeOf: PORTUGUESE_CAUSE_WORDS,
  goals: "Objetivos alcançados (fração das partidas)",
  shareOfGames: "fração das partidas",
  goalOf: PORTUGUESE_GOAL_WORDS,
};

/** "1. Take all purple Objectives": a goal's label in the plot and the CLI, numbered as in the mission. */
export function goalLabel(r: ZombicideReport, index: number, words: GoalWords): string {
  const goal = r.goals[index];
  const zombieName = (id: string) => nameIn(r.names.zombies, id, words.lang);
  return `${index + 1}. ${goal ? goalWords(goal, words, zombieName) : "?"}`;
}

/**
 * Vega's number format for a language (d3-format's locale object): Brazilian Portuguese writes 0,2 and 1.000.
 * Always a whole locale, English too: vega-embed sets it for every plot of the page, so a page that changes
 * language must set it back.
 */
export function vegaFormatLocale(lang: string): Record<string, unknown> {
  return lang.startsWith("pt")
    ? { decimal: ",", thousands: ".", grouping: [3], currency: ["R$", ""] }
    : { decimal: ".", thousands: ",", grouping: [3], currency: ["$", ""] };
}

/** The chart words of a language the bots package speaks ("en" or "pt-BR"); English otherwise. */
export function chartWordsFor(lang: string): ChartWords {
  return lang.startsWith("pt") ? PORTUGUESE_CHART_WORDS : ENGLISH_CHART_WORDS;
}

export interface Chart {
  readonly id: string;
  // biome-ignore lint/suspicious/noExplicitAny: a Vega-Lite spec is open JSON
  readonly spec: Record<string, any>;
}

const SCHEMA = "https://vega.github.io/schema/vega-lite/v6.json";
const BASE = { $schema: SCHEMA, width: 320, height: 180 };

/** One point of the estimate as games come in (the web's convergence plot). */
export interface ConvergencePoint {
  readonly games: number;
  readonly winRate: number;
  readonly low: number;
  readonly high: number;
}

/**
 * Vega-Lite specs of a report, data inlined: rounds, causes, goals reached, survivors, danger, spawns (and
 * convergence). A plot with no data yet is left out: Vega would draw an empty frame and warn of an infinite extent.
 * `scales` (`sharedScales`) gives two reports shown side by side the same axes.
 */
export function reportCharts(
  r: ZombicideReport,
  words: ChartWords = ENGLISH_CHART_WORDS,
  convergence?: readonly ConvergencePoint[],
  scales?: ChartScales | null,
): Chart[] {
  const s = scales ?? undefined;
  const survivorName = (id: string) => nameIn(r.names.survivors, id, words.lang);
  const dangerName = (level: string) => words.dangerOf[level as DangerLevel] ?? level;
  const charts: Chart[] = [
    {
      id: "rounds",
      spec: {
        ...BASE,
        title: words.rounds,
        data: {
          values: r.rounds.map((x) => ({
            ...x,
            next: x.round + 1,
            result: x.result === "win" ? words.win : words.loss,
          })),
        },
        mark: "bar",
        // A round axis that counts (a round no game ended in keeps its place), each bar one round wide.
        encoding: {
          x: {
            field: "round",
            type: "quantitative",
            bin: { binned: true, step: 1 },
            title: words.round,
            axis: { tickMinStep: 1, format: "d", labelAngle: 0 },
            ...(s ? { scale: { domain: [s.rounds.first, s.rounds.last + 1] } } : {}),
          },
          x2: { field: "next" },
          y: {
            field: "games",
            type: "quantitative",
            title: words.games,
            stack: true,
            ...upTo(s?.rounds.games),
          },
          color: {
            field: "result",
            type: "nominal",
            title: words.result,
            scale: { domain: [words.win, words.loss], range: ["#27ae60", "#c0392b"] },
          },
        },
      },
    },
    {
      id: "causes",
      spec: {
        ...BASE,
        title: words.causes,
        data: { values: r.causes.map((c) => ({ ...c, cause: causeWords(c.cause, words.causeOf) })) },
        mark: "bar",
        encoding: {
          y: { field: "cause", type: "nominal", sort: "-x", title: null, axis: { labelLimit: 260 } },
          x: { field: "games", type: "quantitative", title: words.games, ...upTo(s?.causeGames) },
          color: { value: "#922b21" },
        },
      },
    },
    ...(r.goalsReached.length === 0
      ? []
      : [
          {
            id: "goals",
            spec: {
              ...BASE,
              height: Math.max(60, 32 * r.goalsReached.length),
              title: words.goals,
              data: {
                values: r.goalsReached.map((g) => ({ ...g, label: goalLabel(r, g.goal, words.goalOf) })),
              },
              mark: "bar",
              encoding: {
                y: { field: "label", type: "nominal", sort: null, title: null, axis: { labelLimit: 260 } },
                x: {
                  field: "share",
                  type: "quantitative",
                  title: words.shareOfGames,
                  scale: { domain: [0, 1] },
                  axis: { format: "%" },
                },
                color: { value: "#1e8449" },
              },
            },
          },
        ]),
    {
      // Two measures of different units: Wounds per game as bars on the left axis, the share of games the
      // survivor was eliminated in as diamonds on a percent axis of its own on the right.
      id: "survivors",
      spec: {
        ...BASE,
        title: words.survivors,
        data: {
          values: r.survivors.map((s) => ({
            survivor: survivorName(s.survivor),
            wounds: s.woundsPerGame,
            eliminated: s.deathRate,
          })),
        },
        encoding: { x: { field: "survivor", type: "nominal", title: null } },
        layer: [
          {
            mark: { type: "bar", color: "#17202a" },
            encoding: {
              y: {
                field: "wounds",
                type: "quantitative",
                title: words.woundsPerGame,
                axis: { titleColor: "#17202a" },
                ...upTo(s?.woundsPerGame),
              },
            },
          },
          {
            mark: { type: "point", shape: "diamond", filled: true, size: 90, color: "#d35400" },
            encoding: {
              y: {
                field: "eliminated",
                type: "quantitative",
                title: words.deathRate,
                scale: { domain: [0, 1] },
                axis: { format: "%", orient: "right", titleColor: "#d35400" },
              },
            },
          },
        ],
        resolve: { scale: { y: "independent" } },
      },
    },
    {
      id: "danger",
      spec: {
        ...BASE,
        title: words.danger,
        data: { values: r.danger.map((d) => ({ ...d, level: dangerName(d.level) })) },
        mark: "bar",
        encoding: {
          x: { field: "level", type: "nominal", sort: null, title: null },
          y: { field: "games", type: "quantitative", title: words.games, ...upTo(s?.dangerGames) },
          color: {
            field: "level",
            type: "nominal",
            legend: null,
            scale: {
              domain: DANGER_LEVELS.map((level) => words.dangerOf[level]),
              range: DANGER_LEVELS.map((level) => DANGER_COLOURS[level]),
            },
          },
        },
      },
    },
    {
      id: "spawned",
      spec: {
        ...BASE,
        title: words.spawned,
        data: {
          values: r.spawned.map((z) => ({ ...z, zombie: nameIn(r.names.zombies, z.zombie, words.lang) })),
        },
        mark: "bar",
        encoding: {
          x: { field: "zombie", type: "nominal", title: null },
          y: { field: "perGame", type: "quantitative", title: words.perGame, ...upTo(s?.spawnedPerGame) },
          color: { value: "#566573" },
        },
      },
    },
  ];
  if (convergence && convergence.length > 0) {
    charts.unshift({
      id: "convergence",
      spec: {
        ...BASE,
        title: words.convergence,
        data: { values: convergence },
        encoding: {
          x: {
            field: "games",
            type: "quantitative",
            title: words.games,
            axis: { format: "d", tickMinStep: 1 },
          },
        },
        layer: [
          {
            mark: { type: "area", opacity: 0.25, color: "#2e86c1" },
            encoding: {
              y: {
                field: "low",
                type: "quantitative",
                title: words.winRate,
                scale: { domain: [0, 1] },
                axis: { format: "%" },
              },
              y2: { field: "high" },
            },
          },
          {
            // A short run has few points (one, for a few games): they are drawn, or the line would not show.
            mark: { type: "line", color: "#1b4f72", point: convergence.length < 20 },
            encoding: { y: { field: "winRate", type: "quantitative" } },
          },
        ],
      },
    });
  }
  return charts.filter((c) => c.spec.data.values.length > 0);
}
