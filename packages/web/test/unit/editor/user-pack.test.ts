import type { TileFace } from "@horda/content";
import { compileMap } from "@horda/zombicide";
import { describe, expect, it } from "vitest";
import { bundledPackRecords } from "../../../src/editor/content/pack-records.ts";
import { docToMap } from "../../../src/editor/io/convert.ts";
import type { KeyValueStore } from "../../../src/editor/io/local-store.ts";
import { TEST_PLAY_KEY } from "../../../src/editor/io/local-store.ts";
import { Editor } from "../../../src/editor/model/editor.ts";
import { emptyDoc } from "../../../src/editor/model/records.ts";
import { blankTile, checkTile, paintCell, setSide } from "../../../src/editor/tile-editor/tile-draft.ts";
import {
  checkUserPack,
  loadUserTiles,
  readUserTileTexts,
  removeUserTile,
  saveUserPackTile,
  USER_TILES_KEY,
  userPackRecords,
  withUserTiles,
} from "../../../src/editor/tile-editor/user-pack.ts";
import { editorTestPlay } from "../../../src/table/content/editor-test-play.ts";
import { driver, library } from "./helpers.ts";

function memoryStore(): KeyValueStore {
  const m = new Map<string, string>();
  return { getItem: (k) => m.get(k) ?? null, setItem: (k, v) => void m.set(k, v) };
}

/** The library with core2e/1R shipped as a stand-in (as the expansion packs ship tiles not yet public). */
const standInLibrary = new Map(library);
standInLibrary.set("core2e/1R", { ...(library.get("core2e/1R") as TileFace), standIn: true });

/** A traced layout of 1R: the west half one room A with a red door to the east half, a street b. */
function traced(): TileFace {
  let f: TileFace = { ...blankTile("core2e-1R"), replaces: "core2e/1R", status: "verified" };
  for (let y = 0; y < 10; y++) {
    for (let x = 0; x < 5; x++) f = paintCell(f, x, y, "A");
    for (let x = 5; x < 10; x++) f = paintCell(f, x, y, "b");
  }
  return setSide(f, 4, 4, "E", "door", "red");
}

const zonesOf = (tiles: ReadonlyMap<string, TileFace>, editor: Editor) => {
  const board = compileMap(docToMap(editor.doc).map, tiles);
  if (!board.ok) throw new Error(board.error.map((e) => e.message).join("; "));
  return board.value.zones.map((z) => z.label).sort();
};

describe("the user pack", () => {
  it("is a content pack the loader accepts: pack.json extends the packs whose tiles it replaces", () => {
    const { text } = checkTile(traced());
    const records = userPackRecords({ "core2e-1R": text });
    expect(records.map((r) => r.path)).toEqual([
      "content/user/pack.json",
      "content/user/tiles/core2e-1R.tile",
    ]);
    expect(JSON.parse(records[0]?.text ?? "")).toMatchObject({ schema: "horda.pack/1", extends: ["core2e"] });
    const checked = checkUserPack({ "core2e-1R": text }, bundledPackRecords());
    expect(checked.ok ? checked.value.map((f) => f.replaces) : checked.error).toEqual(["core2e/1R"]);
  });

  it("a traced tile replaces the stand-in everywhere: the editor's board and the table's test play", () => {
    const store = memoryStore();
    const editor = new Editor(emptyDoc(), standInLibrary);
    driver(editor).placeTile("core2e/1R", 5, 5);
    const before = zonesOf(standInLibrary, editor);

    const { text, parsed } = checkTile(traced());
    expect(parsed.ok).toBe(true);
    const saved = saveUserPackTile(store, traced(), text, bundledPackRecords());
    expect(saved.ok).toBe(true);

    const user = loadUserTiles(store, standInLibrary);
    expect(user.errors).toEqual([]);
    expect([...user.tiles.keys()]).toEqual(["core2e/1R"]);
    const tiles = withUserTiles(standInLibrary, user.tiles);
    expect(tiles.get("core2e/1R")?.standIn).toBeUndefined();
    editor.setTiles(tiles);
    const after = zonesOf(tiles, editor);
    expect(after).not.toEqual(before);
    expect(after).toHaveLength(2);

    // The table's test play reads the same store: the mission's 1R is the traced one.
    store.setItem(TEST_PLAY_KEY, "{}");
    expect(editorTestPlay(store).tiles.get("core2e/1R")?.grid).toEqual(traced().grid);

    // Taking it out of the pack gives the stand-in back.
    removeUserTile(store, "core2e-1R");
    expect(loadUserTiles(store, standInLibrary).tiles.size).toBe(0);
  });

  it("refuses a pack the loader refuses and stores nothing: unknown tile, an id its base has, bad text", () => {
    const store = memoryStore();
    const ghost = { ...traced(), replaces: "core2e/99Z" };
    const r1 = saveUserPackTile(store, ghost, checkTile(ghost).text, bundledPackRecords());
    expect(r1.ok ? [] : r1.error).toEqual([
      'content/user/tiles/core2e-1R.tile: replaces "core2e/99Z": pack core2e has no tile "99Z"',
    ]);
    const clash = { ...blankTile("1R") };
    const r2 = saveUserPackTile(store, clash, checkTile(clash).text, bundledPackRecords());
    expect(r2.ok ? [] : r2.error.join("\n")).toMatch(/duplicate tile id "1R"/);
    const r3 = saveUserPackTile(
      store,
      { id: "bad" },
      "tile: bad\nsize: 2x1\ngrid:\n  a\n",
      bundledPackRecords(),
    );
    expect(r3.ok ? [] : r3.error).toEqual([
      expect.stringMatching(/^content\/user\/tiles\/bad\.tile:4:.*row/),
    ]);
    const r4 = saveUserPackTile(store, { id: "../evil" }, "x", bundledPackRecords());
    expect(r4.ok).toBe(false);
    expect(store.getItem(USER_TILES_KEY)).toBeNull();
    expect(readUserTileTexts(store)).toEqual({});
  });

  it("skips a stored replacement whose tile no loaded pack has, so it never adds a tile", () => {
    const store = memoryStore();
    store.setItem(
      USER_TILES_KEY,
      JSON.stringify({ x: checkTile({ ...traced(), replaces: "gone/1R" }).text }),
    );
    const user = loadUserTiles(store, library);
    expect(user.tiles.size).toBe(0);
    expect(user.errors.map((e) => e.message)).toEqual(['replaces "gone/1R", which no loaded pack has']);
  });
});
