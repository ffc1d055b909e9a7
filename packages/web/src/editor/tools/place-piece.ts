import type { MapToken } from "@horda/content";
import { placeOnTiles } from "../model/commands.ts";
import type { Editor } from "../model/editor.ts";
import { canonicalSide, nearestSide } from "../model/geometry.ts";
import { addRecords, type NewRecord } from "../model/ops.ts";
import type { PieceTemplate } from "./pieces.ts";
import type { Tool } from "./tool.ts";

export interface PlacePieceState {
  readonly template: PieceTemplate;
  /** The cell (and side, for doors) the piece would go to. */
  readonly preview: { readonly x: number; readonly y: number; readonly side?: "N" | "E" | "S" | "W" } | null;
}

function target(s: PlacePieceState, px: number, py: number): PlacePieceState["preview"] {
  if (px < 0 || py < 0) return null;
  if (s.template.kind === "door") return nearestSide(px, py);
  return { x: Math.floor(px), y: Math.floor(py) };
}

/** True when a door already stands on that side of that cell (written from either cell). */
function doorThere(editor: Editor, x: number, y: number, side: "N" | "E" | "S" | "W"): boolean {
  const want = canonicalSide(x, y, side);
  return Object.values(editor.doc.records).some((r) => {
    if (r.type !== "door") return false;
    const c = canonicalSide(r.x, r.y, r.side);
    return c.x === want.x && c.y === want.y && c.side === want.side;
  });
}

/** Puts pieces from the palette on the map, one per click; the tool stays armed until Escape. */
export const placePieceTool: Tool<PlacePieceState> = {
  id: "place-piece",
  initial: () => ({ template: { kind: "token", token: { kind: "start" } }, preview: null }),
  onPointer(editor, s, e) {
    const preview = target(s, e.x, e.y);
    const same =
      preview !== null &&
      s.preview !== null &&
      preview.x === s.preview.x &&
      preview.y === s.preview.y &&
      preview.side === s.preview.side;
    if (e.type !== "pointer_up" || !preview) return same ? s : { ...s, preview };
    if (!placeOnTiles(editor.doc, preview, editor.tiles)) {
      editor.setNotice({ key: "notice.offTile" });
      return { ...s, preview };
    }
    let item: NewRecord;
    if (s.template.kind === "door") {
      const side = preview.side ?? "E";
      if (doorThere(editor, preview.x, preview.y, side)) {
        editor.setNotice({ key: "notice.doorThere" });
        return { ...s, preview };
      }
      item = {
        type: "door",
        x: preview.x,
        y: preview.y,
        side,
        colour: s.template.colour,
        open: s.template.open,
      };
    } else {
      item = { type: "token", token: { ...s.template.token, x: preview.x, y: preview.y } as MapToken };
    }
    let ids: string[] = [];
    editor.run("place piece", (doc) => {
      const r = addRecords(doc, [item]);
      ids = r.ids;
      return r.doc;
    });
    editor.select(ids);
    return { ...s, preview };
  },
  onCancel: (_editor, s) => ({ ...s, preview: null }),
};
