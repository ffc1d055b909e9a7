import { defaultGames } from "./default-games.ts";
import { type AnyGame, createRegistry, type GameRegistry, type HostedGame } from "./registry.ts";

/** The games a server process hosts: `npm start`'s, and the Duel test game when tests ask for it. */
export async function serverGames(choice: {
  readonly contentDir?: string | undefined;
  readonly testGames: boolean;
}): Promise<GameRegistry> {
  const games: (HostedGame | AnyGame)[] = [...defaultGames(choice.contentDir)];
  if (choice.testGames) games.push((await import("@horda/table/testing")).duel as AnyGame);
  return createRegistry(games);
}
