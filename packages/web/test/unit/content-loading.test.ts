import { describe, expect, it } from "vitest";
import { bundledMaps, parseMapFiles } from "../../src/content/map-catalog.ts";
import { bundledTiles, parseTileFiles } from "../../src/content/tile-library.ts";

describe("content bundled into the app", () => {
  it("parses every core 2E tile face and knows their status", () => {
    const { library, errors } = bundledTiles();
    expect(errors).toEqual([]);
    for (const n of [1, 2, 3, 4, 5, 6, 7, 8, 9]) {
      expect(library.get(`core2e/${n}R`)?.width).toBe(10);
      expect(library.get(`core2e/${n}V`)?.status).toMatch(/^(verified|unverified)$/);
    }
  });

  it("lists the repository's maps by id", () => {
    expect(bundledMaps().map((m) => m.id)).toContain("core-3x3");
  });

  it("keeps a broken map in the list with the JSON path of each problem", () => {
    const [entry] = parseMapFiles({ "x/maps/bad.map.json": '{"schema":"horda.map/1","id":"Bad!"}' });
    expect(entry?.map).toBeNull();
    expect(entry?.id).toBe("bad");
    expect(entry?.errors.map((e) => e.path)).toContain("$.id");
  });

  it("reports a broken tile file with its line", () => {
    const { library, errors } = parseTileFiles({
      "content/x/tiles/bad.tile": "tile: Bad\nsize: 2x1\ngrid:\n  aa\n  bb\n",
    });
    expect(library.size).toBe(0);
    expect(errors[0]?.source).toBe("x/tiles/bad.tile");
    expect(errors[0]?.line).toBeGreaterThan(0);
  });
});

describe("the token showcase map", () => {
  it("compiles with every token kind, coloured and open doors, and a door put in a wall", async () => {
    const { bundledBoard } = await import("./support.ts");
    const board = bundledBoard("token-showcase");
    const kinds = new Set(board.tokens.map((t) => t.kind));
    for (const k of ["spawn", "start", "exit", "objective", "crate", "car", "noise", "zombies", "token"]) {
      expect(kinds).toContain(k);
    }
    expect(board.doors.filter((d) => d.initiallyOpen)).toHaveLength(2);
    expect(new Set(board.doors.map((d) => d.colour))).toEqual(new Set(["neutral", "red", "blue", "green"]));
    expect(board.doors.some((d) => !d.printed)).toBe(true);
  });
});
