import type { AnyGame } from "./registry.ts";

/**
 * The games `npm start` hosts. Adding an engine is one line here, e.g.
 * `import { zurvivors } from "@horda/zurvivors";` and `zurvivors,` in the list.
 * (No engine exports a GameDefinition yet; tests and the benchmark register the Duel test game.)
 */
export const DEFAULT_GAMES: readonly AnyGame[] = [];
