import { fileURLToPath } from "node:url";
import type { ZombicideCommand } from "@horda/zombicide";
import { zombicide, zombieCatalogFromPacks } from "@horda/zombicide";
import { loadContentPacks } from "@horda/zombicide/node";
import { describe, expect, it } from "vitest";
import { docToMap } from "../../../src/editor/io/convert.ts";
import type { KeyValueStore } from "../../../src/editor/io/local-store.ts";
import { Editor } from "../../../src/editor/model/editor.ts";
import { addRecords } from "../../../src/editor/model/ops.ts";
import { emptyDoc } from "../../../src/editor/model/records.ts";
import { blankTile, checkTile } from "../../../src/editor/tile-editor/tile-draft.ts";
import { TileEditor } from "../../../src/editor/tile-editor/tile-editor.ts";
import { loadUserTiles, saveUserTile, withUserTiles } from "../../../src/editor/tile-editor/user-pack.ts";
import { validateDoc } from "../../../src/editor/validate/validate.ts";
import { driver, library } from "./helpers.ts";

function memoryStore(): KeyValueStore {
  const m = new Map<string, string>();
  return { getItem: (k) => m.get(k) ?? null, setItem: (k, v) => void m.set(k, v) };
}

/** Paints the test tile with pointer strokes: a room A (dark, with a blue door and an objective spot), streets a and b. */
function paintTile(te: TileEditor) {
  const stroke = (y: number, x0: number, x1: number) => {
    te.dispatch({ type: "pointer_down", x: x0 + 0.5, y: y + 0.5 });
    for (let x = x0; x <= x1; x++) te.dispatch({ type: "pointer_move", x: x + 0.5, y: y + 0.5 });
    te.dispatch({ type: "pointer_up", x: x1 + 0.5, y: y + 0.5 });
  };
  te.setTool({ kind: "paint", letter: "A" });
  for (let y = 0; y < 4; y++) stroke(y, 6, 9);
  te.setTool({ kind: "paint", letter: "b" });
  for (let y = 5; y < 10; y++) stroke(y, 0, 9);
  te.toggleFlag("A", "dark");
  te.setTool({ kind: "side", edge: "door", colour: "blue" });
  te.dispatch({ type: "pointer_up", x: 7.5, y: 3.95 });
  te.setTool({ kind: "side", edge: "open", colour: "neutral" });
  te.dispatch({ type: "pointer_up", x: 9.95, y: 1.5 });
  te.setTool({ kind: "spot", spot: "objective" });
  te.dispatch({ type: "pointer_up", x: 8.5, y: 1.5 });
  te.rename("alley", "Back alley");
}

describe("tile editor", () => {
  it("paints cells, rooms, a door, a border opening, a dark room and a spot; strokes undo as one", () => {
    const te = new TileEditor(blankTile("alley"));
    paintTile(te);
    const f = te.face;
    expect(f.grid.slice(0, 5)).toEqual([
      "aaaaaaAAAA",
      "aaaaaaAAAA",
      "aaaaaaAAAA",
      "aaaaaaAAAA",
      "aaaaaaaaaa",
    ]);
    expect(f.grid.slice(5)).toEqual(Array(5).fill("bbbbbbbbbb"));
    expect(f.zoneFlags).toEqual({ A: ["dark"] });
    expect(f.edges).toEqual([{ x: 7, y: 3, side: "S", kind: "door", colour: "blue" }]);
    expect(f.border).toEqual([{ side: "E", from: 1, to: 1, kind: "open" }]);
    expect(f.spots).toEqual([{ kind: "objective", x: 8, y: 1 }]);
    te.undo(); // rename
    te.undo(); // spot
    te.undo(); // border
    te.undo(); // door
    te.undo(); // flag
    te.undo(); // last stroke of b
    expect(te.face.grid[9]).toBe("aaaaaaaaaa");
    expect(te.face.grid[8]).toBe("bbbbbbbbbb");
    te.redo();
    expect(te.face.grid[9]).toBe("bbbbbbbbbb");
  });

  it("round trip: paint, save in the user pack, place it on a map, compile, and play a Move across it", () => {
    const te = new TileEditor(blankTile("alley"));
    paintTile(te);
    const { text, parsed } = checkTile(te.face);
    expect(parsed.ok).toBe(true);
    expect(text).toContain("tile: alley");
    const store = memoryStore();
    saveUserTile(store, "alley", text);
    const user = loadUserTiles(store);
    expect(user.errors).toEqual([]);
    const tiles = withUserTiles(library, user.tiles);
    expect(tiles.get("user/alley")?.grid).toEqual(te.face.grid);

    const editor = new Editor(emptyDoc(), tiles);
    const d = driver(editor);
    d.placeTile("user/alley", 5, 5);
    d.placeTile("core2e/1R", 5, 15);
    editor.run(
      "tokens",
      (doc) =>
        addRecords(doc, [
          { type: "token", token: { kind: "start", x: 1, y: 3 } },
          { type: "token", token: { kind: "exit", x: 5, y: 18 } },
          { type: "token", token: { kind: "spawn", x: 5, y: 18, spawn: "start", active: true } },
          { type: "token", token: { kind: "objective", colour: "blue", x: 8, y: 1 } },
        ]).doc,
    );
    const v = validateDoc(editor.doc, tiles);
    expect(v.problems.filter((p) => p.severity !== "info")).toEqual([]);
    const board = v.board;
    if (!board) throw new Error("no board");
    const zoneAt = (x: number, y: number) => board.zones[board.zoneOf[y * board.width + x] as number]?.id;

    const catalogue = zombieCatalogFromPacks(
      loadContentPacks(fileURLToPath(new URL("../../../../../content", import.meta.url))),
    );
    const setup = zombicide.setup(
      {
        map: docToMap(editor.doc).map,
        tiles: Object.fromEntries(tiles),
        seats: ["p1"],
        survivors: [{ id: "wanda", seat: "p1" }],
        zombieCatalog: catalogue,
      },
      "round-trip",
    );
    if (!setup.ok) throw new Error(setup.error.message);
    const state = setup.value;
    expect(state.survivors[0]?.zone).toBe(zoneAt(1, 3));
    const across = zoneAt(1, 6);
    expect(across).not.toBe(zoneAt(1, 3));
    const move = zombicide
      .legal(state, "p1")
      .find((c: ZombicideCommand) => c.type === "move" && "to" in c && c.to === across);
    expect(move).toBeDefined();
    const after = zombicide.apply(state, "p1", move as ZombicideCommand);
    if (!after.ok) throw new Error(after.error.message);
    expect(after.value.state.survivors[0]?.zone).toBe(across);
  });

  it("refuses to save a tile id that is not a plain name", () => {
    expect(() => saveUserTile(memoryStore(), "../evil", "x")).toThrow(/tile id/);
  });
});
