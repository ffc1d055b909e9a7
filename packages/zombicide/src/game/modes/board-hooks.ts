import { type BoardHookSet, type BoardHooks, combineBoardHooks } from "../../board/passage.ts";
import type { ZombicideState } from "../types.ts";
import { darkZonesBoardHooks } from "./dark-zones-sight.ts";
import { MODES } from "./ids.ts";

/** The board hooks of the modules that change sight or crossing, by module id (docs/tiles-and-maps.md). */
export const BOARD_HOOK_SETS: Readonly<Record<string, BoardHookSet<ZombicideState>>> = {
  [MODES.darkZones]: darkZonesBoardHooks,
};

const cache = new WeakMap<readonly string[], BoardHooks<ZombicideState>>();

/**
 * The board hooks of a game's modules, combined in module order (a later module sees the earlier answers and may
 * change them). The tables' cache key comes from them (`hooksKey`), so tables built with other hooks, another
 * state of what they read or another actor class are never mixed up.
 */
export function boardHooksFor(
  modules: readonly string[],
  registry: Readonly<Record<string, BoardHookSet<ZombicideState>>> = BOARD_HOOK_SETS,
): BoardHooks<ZombicideState> {
  const own = registry === BOARD_HOOK_SETS;
  let hooks = own ? cache.get(modules) : undefined;
  if (!hooks) {
    hooks = combineBoardHooks(...modules.flatMap((m) => (registry[m] ? [registry[m]] : [])));
    if (own) cache.set(modules, hooks);
  }
  return hooks;
}
