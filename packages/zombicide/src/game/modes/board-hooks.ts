import type { BoardHooks } from "../../board/passage.ts";
import { darkZonesSight } from "./dark-zones-sight.ts";
import { MODES } from "./ids.ts";

/**
 * The board hooks the game's modules switch on (docs/tiles-and-maps.md lists the hook points), and a key that
 * names that set, so sight tables built with different hooks are never mixed up.
 */
export function boardHooksFor(modules: readonly string[]): {
  readonly key: string;
  readonly hooks: BoardHooks;
} {
  if (modules.includes(MODES.darkZones))
    return { key: MODES.darkZones, hooks: { sightFilter: darkZonesSight } };
  return { key: "", hooks: {} };
}
