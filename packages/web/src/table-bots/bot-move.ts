import { survivorBot } from "@horda/bots/zombicide";
import { RngCursor, seedRng } from "@horda/table";
import { type ZombicideCommand, type ZombicideState, zombicide } from "@horda/zombicide";

const bot = survivorBot();

/**
 * What the survivor bot would send for `seat` now, from that seat's view only (the bot never sees the
 * draw piles or the generator), or null when the seat has nothing to do. Seeded by the game's seed and
 * the log position, so the same game suggests the same move.
 */
export function botMove(
  state: ZombicideState,
  seat: string,
  legal: readonly ZombicideCommand[],
  seed: string,
  seq: number,
): ZombicideCommand | null {
  const playable = legal.filter((c) => !c.type.startsWith("sandbox"));
  if (playable.length === 0) return null;
  const view = zombicide.view(state, seat);
  return bot.choose(view, seat, playable, new RngCursor(seedRng(`bot:${seed}:${seq}`)));
}
