import type { AnyGame } from "../games/registry.ts";

/**
 * The games a worker thread can load by id (a worker cannot receive a definition, only data). A game
 * hosted but not listed here has its saves checked on the main thread.
 */
export const WORKER_GAMES: Readonly<Record<string, () => Promise<AnyGame>>> = {
  zombicide: async () => (await import("@horda/zombicide")).zombicide as AnyGame,
  zurvivors: async () => (await import("@horda/zurvivors")).zurvivors as AnyGame,
  duel: async () => (await import("@horda/table/testing")).duel as AnyGame,
};
