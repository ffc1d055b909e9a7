import { describe, expect, it } from "vitest";
import { layoutPieces } from "../../src/board/geometry/piece-layout.ts";
import { pieceSlots } from "../../src/board/geometry/piece-slots.ts";
import { groupZombies } from "../../src/board/pieces/zombie-groups.ts";
import { demoHorde } from "../../src/demo/demo-pieces.ts";
import { bundledBoard } from "./support.ts";

const board = bundledBoard();
const cellOf = (p: { x: number; y: number }, scale = 40) =>
  Math.floor(p.y / scale) * board.width + Math.floor(p.x / scale);

describe("piece slots", () => {
  const big = [...board.zones].sort((a, b) => b.cells.length - a.cells.length)[0]!;

  it("gives each piece its own cell of the zone, nearest the anchor first, avoiding token cells", () => {
    const anchor = big.anchor.y * board.width + big.anchor.x;
    const slots = pieceSlots(board, big.index, 3, new Set([anchor]));
    const cells = slots.map((s) => cellOf(s.centre));
    expect(new Set(cells).size).toBe(3);
    for (const c of cells) expect(big.cells).toContain(c);
    expect(cells).not.toContain(anchor);
  });

  it("splits cells into quarters when a zone holds more pieces than cells, staying inside the zone", () => {
    const small = [...board.zones].sort((a, b) => a.cells.length - b.cells.length)[0]!;
    const n = small.cells.length * 3;
    const slots = pieceSlots(board, small.index, n, new Set());
    expect(slots).toHaveLength(n);
    expect(new Set(slots.map((s) => `${s.centre.x},${s.centre.y}`)).size).toBe(n);
    for (const s of slots) {
      expect(small.cells).toContain(cellOf(s.centre));
      expect(s.size).toBeLessThan(40 * 0.5);
    }
  });
});

describe("zombie groups and the demo horde", () => {
  it("merges zombies of one type in one zone and puts big ones first", () => {
    expect(
      groupZombies([
        { zone: 2, type: "walker", count: 2 },
        { zone: 1, type: "walker", count: 1 },
        { zone: 2, type: "abomination", count: 1 },
        { zone: 2, type: "walker", count: 3 },
      ]),
    ).toEqual([
      { zone: 1, type: "walker", count: 1 },
      { zone: 2, type: "abomination", count: 1 },
      { zone: 2, type: "walker", count: 5 },
    ]);
  });

  it("places exactly N zombies, the same ones for the same seed, and lays every group out in its zone", () => {
    const horde = groupZombies(demoHorde(board, 200));
    expect(horde.reduce((n, g) => n + g.count, 0)).toBe(200);
    expect(groupZombies(demoHorde(board, 200))).toEqual(horde);
    expect(horde.filter((g) => g.type === "abomination")).toHaveLength(1);
    const placed = layoutPieces(board, { survivors: [], zombies: horde });
    expect(placed).toHaveLength(horde.length);
    for (const p of placed) expect(board.zones[p.piece.zone]!.cells).toContain(cellOf(p.slot.centre));
  });
});
