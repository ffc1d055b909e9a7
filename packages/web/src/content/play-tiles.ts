import type { TileLibrary } from "@horda/zombicide";
import { browserStore, type KeyValueStore } from "../editor/io/local-store.ts";
import { loadUserTiles, USER_TILES_KEY, withUserTiles } from "../editor/tile-editor/user-pack.ts";
import { bundledTiles } from "./tile-library.ts";

/**
 * What the browser's user pack holds now, as one string: a compiled board is kept while it is unchanged, and
 * compiled again once a tile is traced, changed or removed in the map creator.
 */
export function userTilesVersion(store: KeyValueStore | null = browserStore()): string {
  try {
    return store?.getItem(USER_TILES_KEY) ?? "";
  } catch {
    return "";
  }
}

/**
 * The tiles boards are drawn and played with: the bundled library with this browser's user pack on top, so a
 * tile traced in the tile editor (`replaces: core2e/1R`) takes the place of the bundled layout of that id in the
 * map viewer, the landing page and the hot-seat table alike. A user tile whose base is gone is left out.
 */
export function playTiles(store: KeyValueStore | null = browserStore()): TileLibrary {
  const bundled = bundledTiles().library;
  if (!store || userTilesVersion(store) === "") return bundled;
  const user = loadUserTiles(store, bundled).tiles;
  return user.size === 0 ? bundled : withUserTiles(bundled, user);
}
