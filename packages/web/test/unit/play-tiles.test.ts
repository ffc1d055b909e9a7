import type { TileFace } from "@horda/content";
import { compileMap } from "@horda/zombicide";
import { describe, expect, it } from "vitest";
import { findMap } from "../../src/content/map-catalog.ts";
import { playTiles, userTilesVersion } from "../../src/content/play-tiles.ts";
import { bundledTiles } from "../../src/content/tile-library.ts";
import type { KeyValueStore } from "../../src/editor/io/local-store.ts";
import { blankTile, checkTile, paintCell } from "../../src/editor/tile-editor/tile-draft.ts";
import { USER_TILES_KEY } from "../../src/editor/tile-editor/user-pack.ts";

function memoryStore(): KeyValueStore {
  const m = new Map<string, string>();
  return { getItem: (k) => m.get(k) ?? null, setItem: (k, v) => void m.set(k, v) };
}

/** 1R traced as two rooms side by side. */
function traced1R(): string {
  let f: TileFace = { ...blankTile("core2e-1R"), replaces: "core2e/1R", status: "verified" };
  for (let y = 0; y < 10; y++) {
    for (let x = 0; x < 5; x++) f = paintCell(f, x, y, "A");
    for (let x = 5; x < 10; x++) f = paintCell(f, x, y, "B");
  }
  return checkTile(f).text;
}

const zonesOf = (tiles: ReturnType<typeof playTiles>) => {
  const map = findMap("core-3x3")?.map;
  if (!map) throw new Error("no core-3x3");
  const board = compileMap(map, tiles);
  if (!board.ok) throw new Error(board.error.map((e) => e.message).join("; "));
  return board.value.zones.length;
};

describe("the tiles boards are drawn with", () => {
  it("are the bundled ones while the browser has no user pack", () => {
    const store = memoryStore();
    expect(playTiles(store)).toBe(bundledTiles().library);
    expect(userTilesVersion(store)).toBe("");
  });

  it("take a traced tile in place of the bundled layout of its id, so a bundled map draws it", () => {
    const store = memoryStore();
    store.setItem(USER_TILES_KEY, JSON.stringify({ "core2e-1R": traced1R() }));
    const tiles = playTiles(store);
    expect(tiles.get("core2e/1R")?.replaces).toBe("core2e/1R");
    expect(tiles.get("core2e/2R")).toBe(bundledTiles().library.get("core2e/2R"));
    expect(zonesOf(tiles)).toBeLessThan(zonesOf(bundledTiles().library));
    expect(userTilesVersion(store)).not.toBe("");
  });

  it("leave out a stored tile that replaces a tile no pack has", () => {
    const store = memoryStore();
    store.setItem(USER_TILES_KEY, JSON.stringify({ x: traced1R().replace("core2e/1R", "gone/1R") }));
    expect(playTiles(store).has("gone/1R")).toBe(false);
  });
});
