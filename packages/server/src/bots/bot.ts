import type { Command, Json, RngCursor, Seat } from "@horda/table";

/** What a server-side bot is told when its seat has something to do. */
export interface BotContext {
  readonly seat: Seat;
  /**
   * The game's state. Bots run inside the server, which holds the whole state; a well-behaved bot reads
   * only what its seat's `view` shows (the Zurvivors and Zombicide bots of @horda/bots do).
   */
  readonly state: unknown;
  readonly view: Json;
  /** Seeded from the room's seed and seq, so a bot's choices are reproducible. */
  readonly rng: RngCursor;
}

/** Something that plays a seat: it picks one of the seat's legal commands, never anything else. */
export interface Bot {
  readonly id: string;
  pick(legal: readonly Command[], context: BotContext): Command;
}

/** Picks uniformly among the legal commands. */
export const randomBot: Bot = {
  id: "random",
  pick: (legal, { rng }) => legal[rng.int(0, legal.length - 1)] as Command,
};
