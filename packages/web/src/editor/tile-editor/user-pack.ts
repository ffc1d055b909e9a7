import { parseTileText, type TileFace, type TileTextError } from "@horda/content";
import type { KeyValueStore } from "../io/local-store.ts";
import type { TileLookup } from "../model/geometry.ts";

/** Custom tiles live in the browser as the user pack "user": ids "user/<tile>", text in the tile format. */
export const USER_PACK = "user";
export const USER_TILES_KEY = "horda.editor.userTiles";
const TILE_ID = /^[A-Za-z0-9_-]{1,40}$/;

export function readUserTileTexts(store: KeyValueStore): Record<string, string> {
  try {
    const raw = JSON.parse(store.getItem(USER_TILES_KEY) ?? "{}") as unknown;
    if (!raw || typeof raw !== "object" || Array.isArray(raw)) return {};
    return Object.fromEntries(
      Object.entries(raw).filter(([k, v]) => TILE_ID.test(k) && typeof v === "string"),
    ) as Record<string, string>;
  } catch {
    return {};
  }
}

/** Saves a tile's text under its id (replacing an older one of that id). */
export function saveUserTile(store: KeyValueStore, id: string, text: string): void {
  if (!TILE_ID.test(id)) throw new Error(`a tile id is 1-40 letters, digits, "-" or "_"; got "${id}"`);
  store.setItem(USER_TILES_KEY, JSON.stringify({ ...readUserTileTexts(store), [id]: text }));
}

/** The user pack's faces, parsed; a broken one is skipped and reported. */
export function loadUserTiles(store: KeyValueStore): {
  tiles: Map<string, TileFace>;
  errors: TileTextError[];
} {
  const tiles = new Map<string, TileFace>();
  const errors: TileTextError[] = [];
  for (const [id, text] of Object.entries(readUserTileTexts(store))) {
    const parsed = parseTileText(text, `${USER_PACK}/tiles/${id}.tile`);
    if (parsed.ok) tiles.set(`${USER_PACK}/${parsed.value.id}`, parsed.value);
    else errors.push(...parsed.error);
  }
  return { tiles, errors };
}

/** Bundled tiles plus the user pack's. */
export function withUserTiles(bundled: TileLookup, user: ReadonlyMap<string, TileFace>): TileLookup {
  return new Map([...bundled, ...user]);
}
