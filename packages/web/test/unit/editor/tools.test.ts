import { describe, expect, it } from "vitest";
import { recordsOfType } from "../../../src/editor/model/records.ts";
import { contents, driver, newEditor } from "./helpers.ts";

/** Every operation is checked three ways: the records after it, after undo (as before), after redo (as after). */
function expectUndoRedo(editor: ReturnType<typeof newEditor>, before: unknown, after: unknown) {
  const d = driver(editor);
  d.undo();
  expect(contents(editor.doc)).toEqual(before);
  d.redo();
  expect(contents(editor.doc)).toEqual(after);
}

describe("place-tile tool", () => {
  it("places a tile centred on the pointer, snapped to the 10-cell grid, and undoes/redoes it", () => {
    const editor = newEditor();
    const d = driver(editor);
    editor.setTool("place-tile", { tile: "core2e/1R", rotation: 0, preview: null, fits: false });
    d.move(17.3, 4.2);
    const tool = editor.getSnapshot().tool;
    expect(tool.id === "place-tile" && tool.state.preview).toEqual({ x: 10, y: 0 });
    d.click(17.3, 4.2);
    const after = contents(editor.doc);
    expect(after).toEqual([{ type: "tile", tile: "core2e/1R", x: 10, y: 0, rotation: 0 }]);
    expect(editor.selection).toHaveLength(1);
    expectUndoRedo(editor, [], after);
  });

  it("refuses a slot another tile covers, with a notice, and changes nothing", () => {
    const editor = newEditor();
    const d = driver(editor);
    d.placeTile("core2e/1R", 5, 5);
    const before = contents(editor.doc);
    editor.setTool("place-tile", { tile: "core2e/2R", rotation: 0, preview: null, fits: false });
    d.click(6, 6);
    expect(contents(editor.doc)).toEqual(before);
    expect(editor.getSnapshot().notice?.key).toBe("notice.overlap");
  });

  it("turns the preview with r before placing, and a drag from the library ends in a placement", () => {
    const editor = newEditor();
    const d = driver(editor);
    editor.setTool("place-tile", { tile: "core2e/3V", rotation: 0, preview: null, fits: false });
    d.key("r");
    d.key("r");
    // The drag starts over the library (outside the canvas): only moves and the release reach the canvas.
    d.move(2, 2);
    d.move(14, 14);
    d.up(14, 14);
    expect(contents(editor.doc)).toEqual([{ type: "tile", tile: "core2e/3V", x: 10, y: 10, rotation: 180 }]);
  });
});

describe("select tool", () => {
  it("drags a tile by slots and its pieces come along; one undo takes the whole drag back", () => {
    const editor = newEditor();
    const d = driver(editor);
    d.placeTile("core2e/1R", 5, 5);
    editor.setTool("place-piece", { template: { kind: "token", token: { kind: "start" } }, preview: null });
    d.click(1.5, 8.5);
    editor.setTool("place-piece", { template: { kind: "door", colour: "blue", open: false }, preview: null });
    d.click(2.95, 1.5);
    editor.setTool("select");
    const before = contents(editor.doc);
    d.drag([5, 5], [16, 23], 8);
    const after = contents(editor.doc);
    expect(after).toEqual([
      { type: "tile", tile: "core2e/1R", x: 10, y: 20, rotation: 0 },
      { type: "token", token: { kind: "start", x: 11, y: 28 } },
      { type: "door", x: 12, y: 21, side: "E", colour: "blue", open: false },
    ]);
    expectUndoRedo(editor, before, after);
  });

  it("moves pieces by whole cells and never below zero", () => {
    const editor = newEditor();
    const d = driver(editor);
    d.placeTile("core2e/1R", 5, 5);
    editor.setTool("place-piece", { template: { kind: "token", token: { kind: "exit" } }, preview: null });
    d.click(3.5, 3.5);
    editor.setTool("select");
    d.drag([3.5, 3.5], [5.6, 2.4]);
    expect(recordsOfType(editor.doc, "token")[0]?.token).toEqual({ kind: "exit", x: 5, y: 2 });
    d.drag([5.5, 2.5], [-4, -4]);
    expect(recordsOfType(editor.doc, "token")[0]?.token).toEqual({ kind: "exit", x: 0, y: 0 });
  });

  it("refuses a piece where no tile is, placed or dragged there, with a notice, and changes nothing", () => {
    const editor = newEditor();
    const d = driver(editor);
    d.placeTile("core2e/1R", 5, 5);
    editor.setTool("place-piece", { template: { kind: "token", token: { kind: "exit" } }, preview: null });
    d.click(14.5, 3.5);
    expect(recordsOfType(editor.doc, "token")).toEqual([]);
    expect(editor.getSnapshot().notice?.key).toBe("notice.offTile");
    // A door on a tile's outer edge, written from the empty cell beside it, stands on the tile.
    editor.setTool("place-piece", { template: { kind: "door", colour: "blue", open: false }, preview: null });
    d.click(10.05, 3.5);
    expect(recordsOfType(editor.doc, "door")).toHaveLength(1);
    editor.setTool("place-piece", { template: { kind: "token", token: { kind: "exit" } }, preview: null });
    d.click(3.5, 3.5);
    editor.setTool("select");
    const before = contents(editor.doc);
    d.drag([3.5, 3.5], [14.5, 3.5]);
    expect(contents(editor.doc)).toEqual(before);
    expect(editor.getSnapshot().notice?.key).toBe("notice.offTile");
  });

  it("puts a tile back where it was when it is dropped on another tile", () => {
    const editor = newEditor();
    const d = driver(editor);
    d.placeTile("core2e/1R", 5, 5);
    d.placeTile("core2e/2R", 15, 5);
    const before = contents(editor.doc);
    d.drag([15, 5], [5, 5]);
    expect(contents(editor.doc)).toEqual(before);
    expect(editor.getSnapshot().notice?.key).toBe("notice.overlap");
  });

  it("selects several with shift-click and with a rectangle, and deletes them in one undoable step", () => {
    const editor = newEditor();
    const d = driver(editor);
    d.placeTile("core2e/1R", 5, 5);
    d.placeTile("core2e/2R", 15, 5);
    d.placeTile("core2e/3R", 25, 5);
    d.click(5, 5);
    d.click(15, 5, true);
    expect(editor.selection).toHaveLength(2);
    d.click(15, 5, true);
    expect(editor.selection).toHaveLength(1);
    d.down(-1, -1);
    d.move(10, 5);
    d.up(21, 11);
    expect(
      editor.selection.map((id) => editor.doc.records[id]?.type === "tile" && editor.doc.records[id].tile),
    ).toEqual(["core2e/1R", "core2e/2R"]);
    const before = contents(editor.doc);
    d.key("Delete");
    const after = contents(editor.doc);
    expect(after).toEqual([{ type: "tile", tile: "core2e/3R", x: 20, y: 0, rotation: 0 }]);
    expect(editor.selection).toEqual([]);
    expectUndoRedo(editor, before, after);
  });

  it("ctrl+a selects everything; Escape clears the selection and leaves a placing tool", () => {
    const editor = newEditor();
    const d = driver(editor);
    d.placeTile("core2e/1R", 5, 5);
    d.placeTile("core2e/2R", 15, 5);
    d.key("a", { ctrl: true });
    expect(editor.selection).toHaveLength(2);
    d.key("Escape");
    expect(editor.selection).toEqual([]);
    editor.setTool("place-tile");
    d.key("Escape");
    expect(editor.getSnapshot().tool.id).toBe("select");
  });
});

describe("rotate and flip", () => {
  it("r turns a selected tile a quarter clockwise with its pieces; undo and redo", () => {
    const editor = newEditor();
    const d = driver(editor);
    d.placeTile("core2e/1R", 5, 5);
    editor.setTool("place-piece", { template: { kind: "token", token: { kind: "start" } }, preview: null });
    d.click(1.5, 8.5);
    editor.setTool("place-piece", {
      template: { kind: "door", colour: "neutral", open: false },
      preview: null,
    });
    d.click(2.95, 1.5);
    editor.setTool("select");
    d.click(5, 5);
    const before = contents(editor.doc);
    d.key("r");
    const after = contents(editor.doc);
    expect(after).toEqual([
      { type: "tile", tile: "core2e/1R", x: 0, y: 0, rotation: 90 },
      { type: "token", token: { kind: "start", x: 1, y: 1 } },
      { type: "door", x: 8, y: 2, side: "S", colour: "neutral", open: false },
    ]);
    expectUndoRedo(editor, before, after);
  });

  it("* flips a tile to its other face, a door open/closed and a spawn active/inactive; undo and redo", () => {
    const editor = newEditor();
    const d = driver(editor);
    d.placeTile("core2e/4R", 5, 5);
    editor.setTool("place-piece", { template: { kind: "door", colour: "red", open: false }, preview: null });
    d.click(4.5, 3.05);
    editor.setTool("place-piece", {
      template: { kind: "token", token: { kind: "spawn", spawn: "blue", active: true } },
      preview: null,
    });
    d.click(8.5, 8.5);
    editor.setTool("select");
    d.key("a", { ctrl: true });
    const before = contents(editor.doc);
    d.key("*");
    const after = contents(editor.doc);
    expect(after).toEqual([
      { type: "tile", tile: "core2e/4V", x: 0, y: 0, rotation: 0 },
      { type: "door", x: 4, y: 3, side: "N", colour: "red", open: true },
      { type: "token", token: { kind: "spawn", spawn: "blue", active: false, x: 8, y: 8 } },
    ]);
    expectUndoRedo(editor, before, after);
  });
});

describe("place-piece tool", () => {
  it("puts each palette piece on the clicked cell, each one undoable", () => {
    const editor = newEditor();
    const d = driver(editor);
    d.placeTile("core2e/1R", 5, 5);
    const tokens = [
      { kind: "spawn", spawn: "start", active: true },
      { kind: "start" },
      { kind: "exit" },
      { kind: "objective", colour: "blue" },
      { kind: "crate" },
      { kind: "car", car: "police" },
      { kind: "noise", count: 2 },
      { kind: "zombies", zombie: "runner", count: 3 },
    ] as const;
    tokens.forEach((token, i) => {
      editor.setTool("place-piece", { template: { kind: "token", token }, preview: null });
      const before = contents(editor.doc);
      d.click(i + 0.5, 9.5);
      const after = contents(editor.doc);
      expect(after.at(-1)).toEqual({ type: "token", token: { ...token, x: i, y: 9 } });
      expectUndoRedo(editor, before, after);
    });
  });

  it("puts a door on the nearest cell side, and refuses a second door on that side from the other cell", () => {
    const editor = newEditor();
    const d = driver(editor);
    d.placeTile("core2e/1R", 5, 5);
    editor.setTool("place-piece", { template: { kind: "door", colour: "blue", open: false }, preview: null });
    d.click(6.5, 4.9);
    expect(contents(editor.doc).at(-1)).toEqual({
      type: "door",
      x: 6,
      y: 4,
      side: "S",
      colour: "blue",
      open: false,
    });
    const before = contents(editor.doc);
    d.click(6.5, 5.1);
    expect(contents(editor.doc)).toEqual(before);
    expect(editor.getSnapshot().notice?.key).toBe("notice.doorThere");
  });
});

describe("history", () => {
  it("undo past the start does nothing; a new change after undo drops the redo", () => {
    const editor = newEditor();
    const d = driver(editor);
    d.undo();
    expect(contents(editor.doc)).toEqual([]);
    d.placeTile("core2e/1R", 5, 5);
    d.placeTile("core2e/2R", 15, 5);
    d.undo();
    expect(editor.getSnapshot().canRedo).toBe(true);
    d.placeTile("core2e/3R", 25, 5);
    expect(editor.getSnapshot().canRedo).toBe(false);
    expect(contents(editor.doc).map((r) => r.type === "tile" && r.tile)).toEqual(["core2e/1R", "core2e/3R"]);
    d.undo();
    d.undo();
    expect(contents(editor.doc)).toEqual([]);
    expect(editor.getSnapshot().canUndo).toBe(false);
  });
});
