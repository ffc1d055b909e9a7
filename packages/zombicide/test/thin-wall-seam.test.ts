import { describe, expect, it } from "vitest";
import type { Board, Edge } from "../src/board/types.ts";
import { tilesOfWall } from "../src/modules/rio/thin-walls/break-wall.ts";

// Rio §Thin Walls: one Thin Wall may be destroyed per tile, and a wall standing between two tiles counts for
// both. Scenario boards are a single tile, so the seam case is checked here on two tiles side by side.
const tile = (name: string, x: number) => ({
  tile: name,
  x,
  y: 0,
  width: 10,
  height: 10,
  rotation: 0,
  status: "unverified" as const,
});
const board = { tiles: [tile("22R", 0), tile("23R", 10)] } as unknown as Board;
const wall = (sides: Edge["sides"]) => ({ id: "W1", kind: "thin", sides }) as unknown as Edge;

describe("Thin Walls on a tile seam (Rio)", () => {
  it("a wall inside a tile uses up that tile only", () => {
    expect(tilesOfWall(board, wall([{ x: 3, y: 2, side: "E" }]))).toEqual([0]);
    expect(tilesOfWall(board, wall([{ x: 14, y: 2, side: "S" }]))).toEqual([1]);
  });

  it("a wall between the two tiles uses up both", () => {
    // The east side of cell 9,4 is the seam: cell 9,4 is on 22R, cell 10,4 on 23R.
    expect(tilesOfWall(board, wall([{ x: 9, y: 4, side: "E" }]))).toEqual([0, 1]);
    expect(
      tilesOfWall(
        board,
        wall([
          { x: 9, y: 4, side: "E" },
          { x: 9, y: 5, side: "E" },
        ]),
      ),
    ).toEqual([0, 1]);
  });
});
