import { describe, expect, it } from "vitest";
import { outlinePath, traceOutline } from "../../src/board/geometry/zone-outline.ts";
import { bundledBoard, signedArea } from "./support.ts";

const W = 6;
const cells = (...xy: [number, number][]) => xy.map(([x, y]) => y * W + x);

describe("zone outlines", () => {
  it("draws one cell as a square of four corners", () => {
    expect(traceOutline(cells([2, 1]), W)).toEqual([
      [
        { x: 2, y: 1 },
        { x: 3, y: 1 },
        { x: 3, y: 2 },
        { x: 2, y: 2 },
      ],
    ]);
  });

  it("merges a 3x2 room into four corners and an L into six", () => {
    const room = traceOutline(cells([0, 0], [1, 0], [2, 0], [0, 1], [1, 1], [2, 1]), W);
    expect(room).toHaveLength(1);
    expect(room[0]).toHaveLength(4);
    const ell = traceOutline(cells([0, 0], [0, 1], [1, 1]), W);
    expect(ell[0]).toHaveLength(6);
    expect(signedArea(ell[0]!)).toBe(3);
  });

  it("keeps a hole as a second loop turning the other way", () => {
    const ring: [number, number][] = [];
    for (let y = 0; y < 3; y++) for (let x = 0; x < 3; x++) if (x !== 1 || y !== 1) ring.push([x, y]);
    const loops = traceOutline(cells(...ring), W);
    expect(loops).toHaveLength(2);
    const areas = loops.map(signedArea).sort((a, b) => a - b);
    expect(areas).toEqual([-1, 9]);
  });

  it("keeps cells that touch only at a corner as two loops", () => {
    const loops = traceOutline(cells([0, 0], [1, 1]), W);
    expect(loops).toHaveLength(2);
    expect(loops.map(signedArea)).toEqual([1, 1]);
  });

  it("outlines every zone of the 3x3 core map with exactly its cells' area", () => {
    const board = bundledBoard();
    for (const z of board.zones) {
      const loops = traceOutline(z.cells, board.width);
      const area = loops.reduce((sum, l) => sum + signedArea(l), 0);
      expect(area, z.id).toBe(z.cells.length);
      for (const loop of loops)
        for (const p of loop) {
          expect(p.x).toBeGreaterThanOrEqual(z.box.x0);
          expect(p.x).toBeLessThanOrEqual(z.box.x1 + 1);
        }
    }
  });

  it("writes loops as an SVG path in drawing units", () => {
    expect(outlinePath(traceOutline(cells([1, 0]), W), 10)).toBe("M10 0L20 0L20 10L10 10Z");
  });
});
