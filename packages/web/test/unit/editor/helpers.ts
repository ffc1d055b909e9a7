import { bundledTiles } from "../../../src/content/tile-library.ts";
import { Editor } from "../../../src/editor/model/editor.ts";
import { type EditorDoc, emptyDoc } from "../../../src/editor/model/records.ts";
import type { PieceTemplate } from "../../../src/editor/tools/pieces.ts";

export const library = bundledTiles().library;

export function newEditor(doc: EditorDoc = emptyDoc()): Editor {
  return new Editor(doc, library);
}

/** Pointer and key input as the canvas sends it (points in cell units). */
export function driver(editor: Editor) {
  const api = {
    down: (x: number, y: number, shift = false) => editor.dispatch({ type: "pointer_down", x, y, shift }),
    move: (x: number, y: number, shift = false) => editor.dispatch({ type: "pointer_move", x, y, shift }),
    up: (x: number, y: number, shift = false) => editor.dispatch({ type: "pointer_up", x, y, shift }),
    click(x: number, y: number, shift = false) {
      api.down(x, y, shift);
      api.up(x, y, shift);
    },
    drag(from: [number, number], to: [number, number], steps = 5) {
      api.down(from[0], from[1]);
      for (let i = 1; i <= steps; i++)
        api.move(from[0] + ((to[0] - from[0]) * i) / steps, from[1] + ((to[1] - from[1]) * i) / steps);
      api.up(to[0], to[1]);
    },
    key: (key: string, mods: { ctrl?: boolean; shift?: boolean } = {}) =>
      editor.dispatch({ type: "key_down", key, ...mods }),
    undo: () => editor.dispatch({ type: "key_down", key: "z", ctrl: true }),
    redo: () => editor.dispatch({ type: "key_down", key: "z", ctrl: true, shift: true }),
    placeTile(tile: string, cx: number, cy: number) {
      editor.setTool("place-tile", { tile, rotation: 0, preview: null, fits: false });
      api.move(cx, cy);
      api.click(cx, cy);
      editor.setTool("select");
    },
    /** Arms the palette's piece and clicks a cell position, as the canvas does; the select tool is back after. */
    placePiece(template: PieceTemplate, x: number, y: number) {
      editor.setTool("place-piece", { template, preview: null });
      api.move(x, y);
      api.click(x, y);
      editor.setTool("select");
    },
  };
  return api;
}

/** The records without ids, sorted, for comparing documents by content. */
export function contents(doc: EditorDoc) {
  return Object.values(doc.records).map(({ id: _id, ...rest }) => rest);
}
