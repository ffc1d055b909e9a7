import type { Editor } from "../model/editor.ts";
import { overlappingTiles, type TileLookup, tileRect } from "../model/geometry.ts";
import { addRecords, snapTile } from "../model/ops.ts";
import type { TileRecord } from "../model/records.ts";
import type { Tool } from "./tool.ts";

export interface PlaceTileState {
  readonly tile: string;
  readonly rotation: TileRecord["rotation"];
  /** Where the tile would go (top-left cell), following the pointer; null when the pointer is away. */
  readonly preview: { readonly x: number; readonly y: number } | null;
  /** True when the preview slot is free. */
  readonly fits: boolean;
}

function previewAt(editor: Editor, s: PlaceTileState, px: number, py: number): PlaceTileState {
  const probe: TileRecord = { id: "", type: "tile", tile: s.tile, x: 0, y: 0, rotation: s.rotation };
  const { w, h } = tileRect(probe, editor.tiles);
  const at = snapTile(px, py, w, h);
  const fits = slotFree(editor, { ...probe, ...at }, editor.tiles);
  // The same slot and answer: the same state, so a move inside one slot redraws nothing.
  if (s.preview && s.preview.x === at.x && s.preview.y === at.y && s.fits === fits) return s;
  return { ...s, preview: at, fits };
}

function slotFree(editor: Editor, t: TileRecord, tiles: TileLookup): boolean {
  return overlappingTiles(editor.doc, tileRect(t, tiles), tiles).length === 0;
}

/**
 * Places a tile from the library: the preview follows the pointer snapped to tile slots; releasing the
 * pointer over a free slot places it (a click, or the end of a drag from the library) and hands back to the
 * select tool with the new tile selected. `r` turns the preview.
 */
export const placeTileTool: Tool<PlaceTileState> = {
  id: "place-tile",
  initial: () => ({ tile: "core2e/1R", rotation: 0, preview: null, fits: false }),
  onPointer(editor, s, e) {
    const next = previewAt(editor, s, e.x, e.y);
    if (e.type !== "pointer_up" || !next.preview) return next;
    if (!next.fits) {
      editor.setNotice({ key: "notice.overlap" });
      return next;
    }
    const record = { type: "tile" as const, tile: s.tile, rotation: s.rotation, ...next.preview };
    let ids: string[] = [];
    editor.run("place tile", (doc) => {
      const r = addRecords(doc, [record]);
      ids = r.ids;
      return r.doc;
    });
    // Back to select with the new tile selected: the next drag moves it instead of placing another.
    editor.setTool("select");
    editor.select(ids);
    return { ...next, fits: false };
  },
  onKey(_editor, s, e) {
    if (e.key.toLowerCase() !== "r" || e.ctrl) return undefined;
    return { ...s, rotation: ((s.rotation + 90) % 360) as TileRecord["rotation"] };
  },
  onCancel: (_editor, s) => ({ ...s, preview: null }),
};
