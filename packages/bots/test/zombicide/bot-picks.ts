import { RngCursor, seedRng } from "@horda/table";
import { type ZombicideCommand, type ZombicideState, zombicide } from "@horda/zombicide";
import { actingSeats } from "../../src/zombicide/acting-seats.ts";
import { survivorBot } from "../../src/zombicide/survivor-bot.ts";
import { shippedMissionConfig } from "./content.ts";

/** One command the survivor bot picked, with the state it picked it in and what it picked from. */
export interface BotPick {
  readonly state: ZombicideState;
  readonly legal: readonly ZombicideCommand[];
  readonly command: ZombicideCommand;
}

/**
 * The survivor bot's picks over `games` games of a shipped mission (2 players), game g seeded `${seed}:${g}`:
 * for tests that read what the bot chose where.
 */
export function botPicks(id: string, games: number, seed: string): BotPick[] {
  const { config } = shippedMissionConfig(id);
  const bot = survivorBot();
  const picks: BotPick[] = [];
  for (let g = 0; g < games; g++) {
    const set = zombicide.setup(config, `${seed}:${g}`);
    if (!set.ok) throw new Error(set.error.message);
    let state: ZombicideState = set.value;
    const rng = new RngCursor(seedRng(`bots:${seed}:${g}`));
    for (let n = 0; n < 3000 && zombicide.status(state).kind === "ongoing"; n++) {
      const seat = actingSeats(state).find((s) => zombicide.legal(state, s).length > 0);
      if (seat === undefined) break;
      const legal = zombicide.legal(state, seat);
      const command = bot.choose(state, seat, legal, rng);
      picks.push({ state, legal, command });
      const applied = zombicide.apply(state, seat, command);
      if (!applied.ok) throw new Error(applied.error.message);
      state = applied.value.state;
    }
  }
  return picks;
}
