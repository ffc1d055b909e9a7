import type { MapFile } from "@horda/content";
import { type Board, compileMap, type MapError } from "@horda/zombicide";
import { bundledTiles } from "./tile-library.ts";
import { bundledZombieTypes } from "./zombie-types.ts";

export type CompiledMap =
  | { readonly ok: true; readonly board: Board; readonly unverifiedTiles: readonly string[] }
  | { readonly ok: false; readonly errors: readonly MapError[] };

const cache = new WeakMap<MapFile, CompiledMap>();

/** Compiles a map against the bundled tiles, once per map object. */
export function compileBundledMap(map: MapFile): CompiledMap {
  const hit = cache.get(map);
  if (hit) return hit;
  const result = compileMap(map, bundledTiles().library, { zombieTypes: bundledZombieTypes() });
  const out: CompiledMap = result.ok
    ? {
        ok: true,
        board: result.value,
        unverifiedTiles: [
          ...new Set(result.value.tiles.filter((t) => t.status === "unverified").map((t) => t.tile)),
        ],
      }
    : { ok: false, errors: result.error };
  cache.set(map, out);
  return out;
}
