import {
  type Command,
  type GameDefinition,
  type GameEvent,
  RngCursor,
  type Seat,
  seedRng,
} from "@horda/table";
import type { Bot } from "./bot.ts";

export interface PlayedGame<S, C> {
  readonly state: S;
  readonly commands: readonly { seat: Seat; command: C }[];
  readonly winners: readonly Seat[];
  readonly outcome: string;
}

/**
 * Plays one game to the end with one bot per seat (in seat order). Throws if a bot's legal command is
 * refused or nobody can move: both are engine bugs, not game outcomes.
 */
export function playGame<S, C extends Command, E extends GameEvent, V, Cfg>(
  def: GameDefinition<S, C, E, V, Cfg>,
  config: Cfg,
  seed: string,
  bots: readonly Bot<S, C>[],
  maxCommands = 20_000,
): PlayedGame<S, C> {
  const started = def.setup(config, seed);
  if (!started.ok) throw new Error(`setup refused: ${started.error.message}`);
  let state = started.value;
  const rng = new RngCursor(seedRng(`bots:${seed}`));
  const commands: { seat: Seat; command: C }[] = [];
  const seats = def.seats(state);
  while (commands.length < maxCommands) {
    const status = def.status(state);
    if (status.kind === "finished")
      return { state, commands, winners: status.winners, outcome: status.outcome };
    let moved = false;
    for (const [i, seat] of seats.entries()) {
      const legal = def.legal(state, seat);
      if (legal.length === 0) continue;
      const bot = bots[i % bots.length]!;
      const command = bot.choose(state, seat, legal, rng);
      const applied = def.apply(state, seat, command);
      if (!applied.ok)
        throw new Error(`${bot.name} bot's legal command was refused: ${applied.error.message}`);
      state = applied.value.state;
      commands.push({ seat, command });
      moved = true;
      if (def.status(state).kind === "finished") break;
    }
    if (!moved) throw new Error(`No seat has a legal command in an unfinished game (seed ${seed}).`);
  }
  throw new Error(`The game did not end within ${maxCommands} commands (seed ${seed}).`);
}
