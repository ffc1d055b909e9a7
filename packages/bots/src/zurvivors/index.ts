export { type Bot, randomBot } from "./bot.ts";
export { heuristicBot } from "./heuristic.ts";
export { type PlayedGame, playGame } from "./play.ts";
export { type BotKind, type GameRange, makeBot, runGames } from "./run-games.ts";
export { type SimOptions, type SimReport, simulateZurvivors } from "./simulate.ts";
export { addGame, emptyTally, mergeTallies, type SimTally } from "./tally.ts";
