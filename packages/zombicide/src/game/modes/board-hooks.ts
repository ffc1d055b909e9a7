import { type BoardHookSet, type BoardHooks, combineBoardHooks } from "../../board/passage.ts";
import { boardHookSets } from "../../kernel/registry.ts";
import type { ZombicideState } from "../types.ts";

/**
 * The board hooks of the installed modules that change sight or crossing, by module id (docs/tiles-and-maps.md):
 * each rule module brings its own set (`RuleModule.board`).
 */
export function boardHookRegistry(): Readonly<Record<string, BoardHookSet<ZombicideState>>> {
  return boardHookSets();
}

const cache = new WeakMap<readonly string[], BoardHooks<ZombicideState>>();

/**
 * The board hooks of a game's modules, combined in module order (a later module sees the earlier answers and may
 * change them). The tables' cache key comes from them (`hooksKey`), so tables built with other hooks, another
 * state of what they read or another actor class are never mixed up.
 */
export function boardHooksFor(
  modules: readonly string[],
  registry?: Readonly<Record<string, BoardHookSet<ZombicideState>>>,
): BoardHooks<ZombicideState> {
  const own = registry === undefined;
  const sets = registry ?? boardHookSets();
  let hooks = own ? cache.get(modules) : undefined;
  if (!hooks) {
    hooks = combineBoardHooks(...modules.flatMap((m) => (sets[m] ? [sets[m]] : [])));
    if (own) cache.set(modules, hooks);
  }
  return hooks;
}
