import type { Command, GameDefinition, GameEvent, Json } from "@horda/table";

// biome-ignore lint/suspicious/noExplicitAny: the registry holds games of every state/command type
export type AnyGame = GameDefinition<any, Command, GameEvent, any, any>;

/** A game the server can host. The server knows nothing else about it. */
export interface HostedGame {
  readonly definition: AnyGame;
  /** Human name for lists; defaults to the id. */
  readonly title?: string;
}

export interface GameRegistry {
  get(id: string): AnyGame | undefined;
  ids(): string[];
}

/** A registry of games by id; a duplicate id is a programming error. */
export function createRegistry(games: readonly (HostedGame | AnyGame)[]): GameRegistry {
  const byId = new Map<string, AnyGame>();
  for (const g of games) {
    const def = "definition" in g ? g.definition : g;
    if (byId.has(def.id)) throw new Error(`game "${def.id}" registered twice`);
    byId.set(def.id, def);
  }
  return { get: (id) => byId.get(id), ids: () => [...byId.keys()].sort() };
}

/** The number of seats a config gives, by setting the game up once with a fixed seed. */
export function seatsOf(def: AnyGame, config: Json): { seats: readonly string[] } | { error: string } {
  const state = def.setup(config, "seat-count");
  if (!state.ok) return { error: state.error.message };
  return { seats: def.seats(state.value) };
}
