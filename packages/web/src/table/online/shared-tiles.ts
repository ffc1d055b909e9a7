import { parseTileText } from "@horda/content";
import { browserStore, type KeyValueStore } from "../../editor/io/local-store.ts";
import { readUserTileTexts, USER_PACK } from "../../editor/tile-editor/user-pack.ts";

/** A tile of this browser's user pack that replaces a shipped tile (traced from a photo): its id and text. */
export interface TracedTile {
  readonly id: string;
  readonly replaces: string;
  readonly text: string;
}

/** The user pack's tiles that replace another pack's tile; a broken one is left out (the editor reports it). */
export function tracedTiles(store: KeyValueStore | null = browserStore()): TracedTile[] {
  if (!store) return [];
  return Object.entries(readUserTileTexts(store)).flatMap(([id, text]) => {
    const parsed = parseTileText(text, `${USER_PACK}/tiles/${id}.tile`);
    return parsed.ok && parsed.value.replaces ? [{ id, replaces: parsed.value.replaces, text }] : [];
  });
}

/**
 * What a host shares with an online room (the room options' `tiles`, docs/protocol.md): the layout texts of the
 * traced tiles the mission's map uses, nothing else (no photo ever is in the user pack). Null when none is used.
 */
export function roomTiles(
  traced: readonly TracedTile[],
  mapTiles: readonly { readonly tile: string }[],
): Record<string, string> | null {
  const used = new Set(mapTiles.map((t) => t.tile));
  const shared = traced.filter((t) => used.has(t.replaces));
  return shared.length === 0 ? null : Object.fromEntries(shared.map((t) => [t.id, t.text]));
}
