// Browser-safe: the bots, one game, tallies, reports, charts and the board heat map (Web Workers use these).
export { actingSeats } from "./acting-seats.ts";
export { type BoardSvgOptions, boardHeatSvg, type ZoneHeat } from "./board-svg.ts";
export {
  type CauseWords,
  causeWords,
  ENGLISH_CAUSE_WORDS,
  PORTUGUESE_CAUSE_WORDS,
} from "./cause-words.ts";
export { type ChartScales, sharedScales } from "./chart-scales.ts";
export {
  type Chart,
  type ChartWords,
  type ConvergencePoint,
  chartWordsFor,
  ENGLISH_CHART_WORDS,
  goalLabel,
  PORTUGUESE_CHART_WORDS,
  reportCharts,
  vegaFormatLocale,
} from "./charts.ts";
export type { GameStats } from "./game-stats.ts";
export { ENGLISH_GOAL_WORDS, type GoalWords, goalWords, PORTUGUESE_GOAL_WORDS } from "./goal-words.ts";
export { type PlayLimits, playZombicide } from "./play.ts";
export { missionBoard, reachabilityWarnings } from "./reachability.ts";
export { type SimMeta, wilson, type ZombicideReport, zombicideReport } from "./report.ts";
export { contentNames, NO_NAMES, nameIn, type ReportNames } from "./report-names.ts";
export { runZombicideGames, type ZombicideJob } from "./run-games.ts";
export type { BotSees } from "./sees.ts";
export { missionSimContent, pickSurvivors, type SimContent, simConfig } from "./sim-config.ts";
export { simpleZombicideBot } from "./simple-bot.ts";
export {
  randomZombicideBot,
  survivorBot,
  ZOMBICIDE_BOTS,
  type ZombicideBot,
  type ZombicideBotName,
  zombicideBot,
} from "./survivor-bot.ts";
export {
  addZombicideGame,
  causeLabel,
  emptyZombicideTally,
  mergeZombicideTallies,
  type ZombicideTally,
} from "./tally.ts";
