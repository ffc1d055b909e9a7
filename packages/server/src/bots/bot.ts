import type { Command, Json, Seat } from "@horda/table";

/** Something that plays a seat: it picks one of the seat's legal commands, never anything else. */
export interface Bot {
  readonly id: string;
  pick(legal: readonly Command[], context: { readonly seat: Seat; readonly view: Json }): Command;
}

/** Picks uniformly among the legal commands. */
export const randomBot: Bot = {
  id: "random",
  pick: (legal) => legal[Math.floor(Math.random() * legal.length)] as Command,
};

/** Bots a host may hand a seat to, by id. */
export const BOTS: ReadonlyMap<string, Bot> = new Map([[randomBot.id, randomBot]]);
