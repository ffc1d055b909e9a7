import { zurvivors } from "@horda/zurvivors";
import type { AnyGame } from "./registry.ts";

/**
 * The games `npm start` hosts: one line per engine (import it, list it). Zombicide joins here once its
 * engine is ready: `import { zombicide } from "@horda/zombicide";` and `zombicide as AnyGame,`.
 */
export const DEFAULT_GAMES: readonly AnyGame[] = [zurvivors as AnyGame];
