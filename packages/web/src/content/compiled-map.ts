import type { MapFile } from "@horda/content";
import { type Board, compileMap, type MapError } from "@horda/zombicide";
import { playTiles, userTilesVersion } from "./play-tiles.ts";
import { bundledZombieTypes } from "./zombie-types.ts";

export type CompiledMap =
  | { readonly ok: true; readonly board: Board; readonly unverifiedTiles: readonly string[] }
  | { readonly ok: false; readonly errors: readonly MapError[] };

const cache = new WeakMap<MapFile, { readonly version: string; readonly compiled: CompiledMap }>();

/**
 * Compiles a map against the bundled tiles and this browser's traced tiles (`play-tiles.ts`), once per map
 * object while the user pack stays the same.
 */
export function compileBundledMap(map: MapFile): CompiledMap {
  const version = userTilesVersion();
  const hit = cache.get(map);
  if (hit && hit.version === version) return hit.compiled;
  const result = compileMap(map, playTiles(), { zombieTypes: bundledZombieTypes() });
  const out: CompiledMap = result.ok
    ? {
        ok: true,
        board: result.value,
        unverifiedTiles: [
          ...new Set(result.value.tiles.filter((t) => t.status === "unverified").map((t) => t.tile)),
        ],
      }
    : { ok: false, errors: result.error };
  cache.set(map, { version, compiled: out });
  return out;
}
