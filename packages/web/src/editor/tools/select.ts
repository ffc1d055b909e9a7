import { movingSet, piecesOffTiles, tilesOverlap } from "../model/commands.ts";
import type { Editor } from "../model/editor.ts";
import type { PointerEventIn } from "../model/events.ts";
import { type CellRect, recordRect, SLOT } from "../model/geometry.ts";
import { hitTest } from "../model/hit.ts";
import { moveRecords } from "../model/ops.ts";
import type { EditorDoc } from "../model/records.ts";
import type { Tool } from "./tool.ts";

/** Cells the pointer must travel before a press becomes a drag. */
const DRAG_START = 0.25;

export type SelectState =
  | { readonly kind: "idle" }
  | { readonly kind: "pointing"; readonly x: number; readonly y: number }
  | {
      readonly kind: "dragging";
      readonly x: number;
      readonly y: number;
      readonly ids: readonly string[];
      readonly origin: EditorDoc;
      readonly snap: number;
      readonly dx: number;
      readonly dy: number;
    }
  | { readonly kind: "brushing"; readonly x: number; readonly y: number; readonly rect: CellRect };

function rectOf(x0: number, y0: number, x1: number, y1: number): CellRect {
  return { x: Math.min(x0, x1), y: Math.min(y0, y1), w: Math.abs(x1 - x0), h: Math.abs(y1 - y0) };
}

function contains(outer: CellRect, inner: CellRect): boolean {
  return (
    inner.x >= outer.x &&
    inner.y >= outer.y &&
    inner.x + inner.w <= outer.x + outer.w &&
    inner.y + inner.h <= outer.y + outer.h
  );
}

/** Delta snapped to whole cells (pieces) or to tile slots (when tiles move), never taking anything below 0. */
function snappedDelta(s: Extract<SelectState, { kind: "dragging" }>, e: PointerEventIn, editor: Editor) {
  let dx = Math.round((e.x - s.x) / s.snap) * s.snap;
  let dy = Math.round((e.y - s.y) / s.snap) * s.snap;
  for (const id of s.ids) {
    const r = s.origin.records[id];
    if (!r) continue;
    const rect = recordRect(r, editor.tiles);
    dx = Math.max(dx, -rect.x);
    dy = Math.max(dy, -rect.y);
  }
  return { dx, dy };
}

function down(editor: Editor, e: PointerEventIn): SelectState {
  const hit = hitTest(editor.doc, editor.tiles, e.x, e.y);
  if (hit === null) {
    if (!e.shift) editor.select([]);
    return { kind: "brushing", x: e.x, y: e.y, rect: rectOf(e.x, e.y, e.x, e.y) };
  }
  const selected = editor.selection.includes(hit);
  if (e.shift)
    editor.select(selected ? editor.selection.filter((id) => id !== hit) : [...editor.selection, hit]);
  else if (!selected) editor.select([hit]);
  return { kind: "pointing", x: e.x, y: e.y };
}

function startDrag(editor: Editor, s: { x: number; y: number }): SelectState {
  const ids = movingSet(editor);
  const movesTile = editor.selection.some((id) => editor.doc.records[id]?.type === "tile");
  editor.mark("move");
  editor.setGesture(true);
  return {
    kind: "dragging",
    x: s.x,
    y: s.y,
    ids,
    origin: editor.doc,
    snap: movesTile ? SLOT : 1,
    dx: 0,
    dy: 0,
  };
}

/**
 * Select and move: press on a record selects it (shift adds or removes), dragging moves the selection (tiles
 * snap to tile slots and carry their pieces), a press on empty ground drags a selection rectangle.
 */
export const selectTool: Tool<SelectState> = {
  id: "select",
  initial: () => ({ kind: "idle" }),
  onPointer(editor, s, e) {
    if (e.type === "pointer_down") return down(editor, e);
    if (e.type === "pointer_move") {
      if (s.kind === "pointing") {
        if (Math.hypot(e.x - s.x, e.y - s.y) < DRAG_START || editor.selection.length === 0) return s;
        return selectTool.onPointer(editor, startDrag(editor, s), e);
      }
      if (s.kind === "dragging") {
        const { dx, dy } = snappedDelta(s, e, editor);
        if (dx === s.dx && dy === s.dy) return s;
        editor.update((doc) => moveRecords(doc, s.origin, s.ids, dx, dy));
        return { ...s, dx, dy };
      }
      if (s.kind === "brushing") return { ...s, rect: rectOf(s.x, s.y, e.x, e.y) };
      return s;
    }
    // pointer_up
    if (s.kind === "dragging") {
      editor.setGesture(false);
      if (tilesOverlap(editor.doc, editor.tiles)) {
        editor.update(() => s.origin);
        editor.setNotice({ key: "notice.overlap" });
      } else if (piecesOffTiles(editor.doc, editor.tiles) && !piecesOffTiles(s.origin, editor.tiles)) {
        editor.update(() => s.origin);
        editor.setNotice({ key: "notice.offTile" });
      }
      return { kind: "idle" };
    }
    const rect = s.kind === "brushing" ? rectOf(s.x, s.y, e.x, e.y) : null;
    if (rect && (rect.w > DRAG_START || rect.h > DRAG_START)) {
      const inside = Object.values(editor.doc.records)
        .filter((r) => contains(rect, recordRect(r, editor.tiles)))
        .map((r) => r.id);
      editor.select(e.shift ? [...editor.selection, ...inside] : inside);
    }
    return { kind: "idle" };
  },
  onCancel(editor, s) {
    if (s.kind === "dragging") {
      editor.update(() => s.origin);
      editor.setGesture(false);
    }
    return { kind: "idle" };
  },
};
