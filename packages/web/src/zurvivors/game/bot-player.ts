// The heuristic bot's own module, not `@horda/bots`: that package's entry also exports the simulator,
// which imports node:os and node:worker_threads, and those must stay out of the browser bundle.
import { heuristicBot } from "@horda/bots/zurvivors/heuristic";
import { RngCursor, type RngState, type Seat } from "@horda/table";
import type { ZCommand, ZState } from "@horda/zurvivors";

const bot = heuristicBot();

/**
 * A bot seat's move. Bots play inside the browser through the same contract as people: they pick one of
 * `legal(state, seat)`. Like the simulator's bots they read the state they are given.
 */
export function botCommand(
  state: ZState,
  seat: Seat,
  legal: readonly ZCommand[],
  rng: RngState,
): { command: ZCommand; rng: RngState } {
  const cursor = new RngCursor(rng);
  const command = bot.choose(state, seat, legal, cursor);
  return { command, rng: cursor.state() };
}
