import type { MapToken } from "@horda/content";
import type { Editor } from "./editor.ts";
import { overlappingTiles, piecesOn, type TileLookup, tileRect } from "./geometry.ts";
import { deleteRecords, flipRecords, rotateTiles, updateRecords } from "./ops.ts";
import type { EditorDoc, EditorRecord } from "./records.ts";

/** Operations the toolbar buttons and the editor-wide keys share. Each is one undoable step. */
export function deleteSelection(editor: Editor): void {
  const ids = editor.selection;
  if (ids.length === 0) return;
  editor.run("delete", (doc) => deleteRecords(doc, ids));
  editor.select([]);
}

/** Rotates the selected tiles a quarter clockwise; refused when a turned tile would overlap another. */
export function rotateSelection(editor: Editor): void {
  const ids = editor.selection.filter((id) => editor.doc.records[id]?.type === "tile");
  if (ids.length === 0) return;
  const next = rotateTiles(editor.doc, ids, editor.tiles);
  if (tilesOverlap(next, editor.tiles)) {
    editor.setNotice({ key: "notice.overlap" });
    return;
  }
  editor.run("rotate", () => next);
}

/** `*`: door open/closed, spawn active/inactive, tile nR ↔ nV. */
export function flipSelection(editor: Editor): void {
  if (editor.selection.length === 0) return;
  editor.run("flip", (doc) => flipRecords(doc, editor.selection, editor.tiles));
}

export function selectAll(editor: Editor): void {
  editor.select(Object.keys(editor.doc.records));
}

/** Changes one record's fields (the inspector: a door's colour, a token's count, id, zombie type...). */
export function editRecord(editor: Editor, record: EditorRecord): void {
  editor.run("edit", (doc) => updateRecords(doc, [record]));
}

export function editToken(editor: Editor, id: string, token: MapToken): void {
  const r = editor.doc.records[id];
  if (r?.type === "token") editRecord(editor, { ...r, token });
}

/** True when a tile covers the cell: pieces stand on tiles, a piece off them would leave the map uncompiled. */
export function onTiles(doc: EditorDoc, x: number, y: number, tiles: TileLookup): boolean {
  return overlappingTiles(doc, { x, y, w: 1, h: 1 }, tiles).length > 0;
}

const STEP = { N: [0, -1], E: [1, 0], S: [0, 1], W: [-1, 0] } as const;

/** A piece's place is on a tile: a token's cell; for a door, the cell it is written from or the one across it. */
export function placeOnTiles(
  doc: EditorDoc,
  at: { readonly x: number; readonly y: number; readonly side?: "N" | "E" | "S" | "W" | undefined },
  tiles: TileLookup,
): boolean {
  if (onTiles(doc, at.x, at.y, tiles)) return true;
  if (!at.side) return false;
  const [dx, dy] = STEP[at.side];
  return onTiles(doc, at.x + dx, at.y + dy, tiles);
}

/** True when a token or door of the document stands where no tile is. */
export function piecesOffTiles(doc: EditorDoc, tiles: TileLookup): boolean {
  return Object.values(doc.records).some((r) =>
    r.type === "token"
      ? !onTiles(doc, r.token.x, r.token.y, tiles)
      : r.type === "door" && !placeOnTiles(doc, r, tiles),
  );
}

/** True when two tiles of the document overlap. */
export function tilesOverlap(doc: EditorDoc, tiles: TileLookup): boolean {
  return Object.values(doc.records).some(
    (r) => r.type === "tile" && overlappingTiles(doc, tileRect(r, tiles), tiles, new Set([r.id])).length > 0,
  );
}

/** The selection plus the pieces standing on selected tiles (they move with their tile). */
export function movingSet(editor: Editor): string[] {
  const out = new Set(editor.selection);
  for (const id of editor.selection) {
    const r = editor.doc.records[id];
    if (r?.type === "tile") for (const p of piecesOn(editor.doc, r, editor.tiles)) out.add(p);
  }
  return [...out];
}
