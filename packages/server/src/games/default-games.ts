import { zurvivors } from "@horda/zurvivors";
import { zombicideBot, zombicideSurvivorBot, zurvivorsBot } from "../bots/game-bots.ts";
import type { AnyGame, HostedGame } from "./registry.ts";
import { DEFAULT_CONTENT_DIR } from "./zombicide/content.ts";
import { hostedZombicide } from "./zombicide/hosted.ts";

/** The games `npm start` hosts, Zombicide's content read from `contentDir` (the repository's content/). */
export function defaultGames(contentDir: string = DEFAULT_CONTENT_DIR): readonly HostedGame[] {
  return [
    {
      definition: zurvivors as AnyGame,
      title: "Zurvivors",
      bots: [zurvivorsBot],
      // The card set (about 200 KB when custom) is the same all game long.
      staticView: ["set"],
    },
    {
      ...hostedZombicide(contentDir),
      bots: [zombicideSurvivorBot, zombicideBot],
      // The survivor and zombie catalogues (about 23 of a view's 28 KB) and the board (the map and its tile
      // faces, 2 KB) are set up once; `viewer` is each connection's own and never changes.
      staticView: ["survivorCatalog", "zombieCatalog", "board", "viewer"],
      sharedView: true,
    },
  ];
}

export const DEFAULT_GAMES: readonly HostedGame[] = defaultGames();
