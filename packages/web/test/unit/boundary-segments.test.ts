import { Boundary } from "@horda/zombicide";
import { describe, expect, it } from "vitest";
import { boundarySegments, segmentsPath } from "../../src/board/geometry/boundary-segments.ts";
import { doorGeometry } from "../../src/board/geometry/door-geometry.ts";
import { CELL } from "../../src/board/geometry/units.ts";
import { bundledBoard } from "./support.ts";

const length = (s: { x1: number; y1: number; x2: number; y2: number }) =>
  Math.abs(s.x2 - s.x1) + Math.abs(s.y2 - s.y1);

describe("boundary segments", () => {
  const board = bundledBoard();
  const segments = boundarySegments(board, 1);

  it("rims the whole 30x30 board with edge segments", () => {
    const rim = segments.filter((s) => s.kind === "edge").reduce((n, s) => n + length(s), 0);
    expect(rim).toBe(2 * (board.width + board.height));
  });

  it("draws as much wall, crosswalk and opening as the compiled boundaries hold", () => {
    const count = { wall: 0, line: 0, opening: 0 };
    for (let c = 0; c < board.width * board.height; c++) {
      for (const code of [board.east[c], board.south[c]]) {
        if (code === Boundary.LINE) count.line++;
        else if (code === Boundary.OPEN) count.opening++;
        else if (code === Boundary.WALL) count.wall++;
      }
    }
    const drawn = (kind: string) =>
      segments.filter((s) => s.kind === kind).reduce((n, s) => n + length(s), 0);
    expect(drawn("wall")).toBe(count.wall);
    expect(drawn("line")).toBe(count.line);
    expect(drawn("opening")).toBe(count.opening);
    expect(count.wall).toBeGreaterThan(0);
  });

  it("merges straight runs: fewer segments than unit edges", () => {
    const walls = segments.filter((s) => s.kind === "wall");
    expect(walls.length).toBeLessThan(walls.reduce((n, s) => n + length(s), 0));
    for (const s of segments) expect(s.x1 === s.x2 || s.y1 === s.y2).toBe(true);
  });

  it("leaves door sides to the door layer", () => {
    for (const d of board.doors) {
      const g = doorGeometry(d, 0, 1);
      const covered = segments.some(
        (s) =>
          s.kind !== "edge" &&
          (g.orientation === "vertical"
            ? s.x1 === g.centre.x &&
              s.x2 === g.centre.x &&
              Math.min(s.y1, s.y2) < g.centre.y &&
              Math.max(s.y1, s.y2) > g.centre.y
            : s.y1 === g.centre.y &&
              s.y2 === g.centre.y &&
              Math.min(s.x1, s.x2) < g.centre.x &&
              Math.max(s.x1, s.x2) > g.centre.x),
      );
      expect(covered, d.id).toBe(false);
    }
  });

  it("packs one kind into one path", () => {
    const d = segmentsPath(boundarySegments(board), "edge");
    expect(d.startsWith("M")).toBe(true);
    expect(d).toContain(`${board.width * CELL}`);
  });
});

describe("door geometry", () => {
  it("puts an east door on the cell's east side, standing north-south", () => {
    const g = doorGeometry({ x: 2, y: 1, side: "E" }, 0, 10);
    expect(g.orientation).toBe("vertical");
    expect(g.centre).toEqual({ x: 30, y: 15 });
    expect(g.from).toEqual({ x: 30, y: 10 });
    expect(g.to).toEqual({ x: 30, y: 20 });
    expect(g.openTip.x).toBeLessThan(30);
    expect(doorGeometry({ x: 2, y: 1, side: "E" }, 1, 10).openTip.x).toBeGreaterThan(30);
  });

  it("puts a south door on the cell's south side, lying east-west", () => {
    const g = doorGeometry({ x: 0, y: 4, side: "S" }, 1, 10);
    expect(g.orientation).toBe("horizontal");
    expect(g.centre).toEqual({ x: 5, y: 50 });
    expect(g.openTip.y).toBeGreaterThan(50);
  });

  it("places every door of the core map between the two cells of its zones", () => {
    const board = bundledBoard();
    for (const d of board.doors) {
      const g = doorGeometry(d, 0, 1);
      const [nx, ny] = g.orientation === "vertical" ? [0.5, 0] : [0, 0.5];
      const cellAt = (x: number, y: number) => Math.floor(y) * board.width + Math.floor(x);
      const a = board.zoneOf[cellAt(g.centre.x - nx, g.centre.y - ny)];
      const b = board.zoneOf[cellAt(g.centre.x + nx, g.centre.y + ny)];
      expect([a, b], d.id).toEqual([...d.zones]);
    }
  });
});
