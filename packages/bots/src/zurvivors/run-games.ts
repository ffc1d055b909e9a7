import { type ZCommand, type ZState, zurvivors } from "@horda/zurvivors";
import { type Bot, randomBot } from "./bot.ts";
import { heuristicBot } from "./heuristic.ts";
import { playGame } from "./play.ts";
import { addGame, emptyTally, type SimTally } from "./tally.ts";

export type BotKind = "heuristic" | "random";

export interface GameRange {
  readonly players: number;
  readonly seed: string;
  readonly bot: BotKind;
  /** Game numbers [from, to); game i is played with seed `${seed}:${i}`. */
  readonly from: number;
  readonly to: number;
}

export function makeBot(kind: BotKind): Bot<ZState, ZCommand> {
  return kind === "random" ? randomBot<ZState, ZCommand>() : heuristicBot();
}

/**
 * Plays a range of games in this thread. Seat p1 always holds the First Player Card in round 1, so the
 * win rate by seat is the win rate by turn order; survivors are dealt at random.
 */
export function runGames(range: GameRange, onGame?: (done: number) => void): SimTally {
  const tally = emptyTally();
  const bots = Array.from({ length: range.players }, () => makeBot(range.bot));
  for (let i = range.from; i < range.to; i++) {
    const game = playGame(zurvivors, { players: range.players, firstPlayer: 0 }, `${range.seed}:${i}`, bots);
    addGame(tally, game.state, game.winners, game.outcome, game.commands.length);
    onGame?.(i - range.from + 1);
  }
  return tally;
}
