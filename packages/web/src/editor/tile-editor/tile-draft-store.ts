import { parseTileText, serializeTile, type TileFace } from "@horda/content";
import type { KeyValueStore } from "../io/local-store.ts";

/** The face on the tile editor, kept in the browser as tile text so a reload or a closed tab loses nothing. */
export const TILE_DRAFT_KEY = "horda.editor.tileDraft";

export function writeTileDraft(store: KeyValueStore | null, face: TileFace): void {
  try {
    store?.setItem(TILE_DRAFT_KEY, serializeTile(face));
  } catch {
    // A full or blocked storage only costs the draft; the editor keeps working.
  }
}

/** The saved draft, or null when there is none or it no longer reads. */
export function readTileDraft(store: KeyValueStore | null): TileFace | null {
  const text = store?.getItem(TILE_DRAFT_KEY);
  if (!text) return null;
  const parsed = parseTileText(text, "tile draft");
  return parsed.ok ? parsed.value : null;
}
