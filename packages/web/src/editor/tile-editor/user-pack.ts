import {
  checkUserPack as checkPack,
  type FileRecord,
  formatContentError,
  parseTileText,
  type TileFace,
  type TileTextError,
  USER_PACK,
  USER_TILE_ID,
  userPackRecords,
} from "@horda/content";
import type { Result } from "@horda/table";
import type { KeyValueStore } from "../io/local-store.ts";
import type { TileLookup } from "../model/geometry.ts";

/**
 * Custom and traced tiles live in the browser as the content pack "user" (docs/content-packs.md): the tile
 * texts are kept by file name under `USER_TILES_KEY`, and `userPackRecords` gives the pack as the loader reads
 * any pack folder (`content/user/pack.json` + `tiles/*.tile`), so a save is checked by the same schemas and
 * cross-pack checks as the packs in content/. A tile with no `replaces` joins the library as `user/<id>`; one
 * that `replaces` another pack's tile (its real layout, traced from a photo) takes that tile's id, so every
 * map that uses the tile, in the editor and at the table, plays the traced layout.
 */
export { USER_PACK, userPackRecords };
export const USER_TILES_KEY = "horda.editor.userTiles";
const TILE_ID = USER_TILE_ID;

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

/** Saves a tile's text under its id (replacing an older one of that id), unchecked: see `saveUserPackTile`. */
export function saveUserTile(store: KeyValueStore, id: string, text: string): void {
  if (!TILE_ID.test(id)) throw new Error(`a tile id is 1-40 letters, digits, "-" or "_"; got "${id}"`);
  store.setItem(USER_TILES_KEY, JSON.stringify({ ...readUserTileTexts(store), [id]: text }));
}

/** Takes a tile out of the user pack (a replaced tile gets its pack's layout back). */
export function removeUserTile(store: KeyValueStore, id: string): void {
  const { [id]: _gone, ...rest } = readUserTileTexts(store);
  store.setItem(USER_TILES_KEY, JSON.stringify(rest));
}

/**
 * Checks the user pack with `tiles` (its texts by id) against the bundled packs, as the loader checks a pack
 * folder (`checkUserPack` of @horda/content, the same check the server makes of a pack shared with a room).
 * The errors are the loader's lines.
 */
export function checkUserPack(
  tiles: Readonly<Record<string, string>>,
  bundled: readonly FileRecord[],
): Result<readonly TileFace[], string[]> {
  const checked = checkPack(tiles, bundled);
  return checked.ok ? checked : { ok: false, error: checked.error.map(formatContentError) };
}

/** Adds or replaces one tile of the user pack, if the whole pack still checks; otherwise nothing is stored. */
export function saveUserPackTile(
  store: KeyValueStore,
  face: { readonly id: string },
  text: string,
  bundled: readonly FileRecord[],
): Result<readonly TileFace[], string[]> {
  if (!TILE_ID.test(face.id))
    return { ok: false, error: [`a tile id is 1-40 letters, digits, "-" or "_"; got "${face.id}"`] };
  const next = { ...readUserTileTexts(store), [face.id]: text };
  const checked = checkUserPack(next, bundled);
  if (checked.ok) store.setItem(USER_TILES_KEY, JSON.stringify(next));
  return checked;
}

/** The id a user tile takes in the library: the tile it replaces, or `user/<id>`. */
export const libraryIdOf = (face: TileFace) => face.replaces ?? `${USER_PACK}/${face.id}`;

/**
 * The user pack's faces by library id, parsed; a broken one is skipped and reported. When `known` is given, a
 * face that replaces a tile it does not hold is skipped too (its pack is gone), so it can never add a tile.
 */
export function loadUserTiles(
  store: KeyValueStore,
  known?: TileLookup,
): {
  tiles: Map<string, TileFace>;
  errors: TileTextError[];
} {
  const tiles = new Map<string, TileFace>();
  const errors: TileTextError[] = [];
  for (const [id, text] of Object.entries(readUserTileTexts(store))) {
    const source = `${USER_PACK}/tiles/${id}.tile`;
    const parsed = parseTileText(text, source);
    if (!parsed.ok) {
      errors.push(...parsed.error);
      continue;
    }
    const face = parsed.value;
    if (face.replaces && known && !known.has(face.replaces)) {
      errors.push({ source, line: 1, message: `replaces "${face.replaces}", which no loaded pack has` });
      continue;
    }
    tiles.set(libraryIdOf(face), face);
  }
  return { tiles, errors };
}

/** Bundled tiles plus the user pack's: traced layouts take the place of the tiles they replace. */
export function withUserTiles(bundled: TileLookup, user: ReadonlyMap<string, TileFace>): TileLookup {
  return new Map([...bundled, ...user]);
}
