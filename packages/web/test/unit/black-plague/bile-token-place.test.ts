import { describe, expect, it } from "vitest";
import { layoutPieces } from "../../../src/board/geometry/piece-layout.ts";
import { CELL } from "../../../src/board/geometry/units.ts";
import { boardWithStateTokens } from "../../../src/table/board/state-tokens.ts";
import { bundledBoard } from "../support.ts";

// Issue 16: a Dragon Bile (or Fire) token is drawn near the middle of its zone, where the players look, and the
// zone's figures stand around it instead of on it.
describe("where the table draws a Bile or Fire token", () => {
  const board = bundledBoard();
  const zone = board.zones.findIndex((z) => z.cells.length >= 4);
  const z = board.zones[zone];
  if (!z) throw new Error("no zone of 4 cells");
  const id = board.zones[zone]?.id as string;
  const dist = (c: number) =>
    ((c % board.width) - z.anchor.x) ** 2 + (Math.floor(c / board.width) - z.anchor.y) ** 2;
  // The map's own tokens keep their cells; the Bile takes the nearest of the others.
  const taken = new Set(board.tokens.filter((t) => t.kind !== "zombies").map((t) => t.y * board.width + t.x));
  const nearest = Math.min(...z.cells.filter((c) => !taken.has(c)).map(dist));

  it.each([
    ["bile", [id], []],
    ["fire", [], [id]],
  ] as const)("puts the %s token on the zone's cell nearest its centre", (_kind, bile, fire) => {
    const drawn = boardWithStateTokens(board, [], bile, fire);
    const token = drawn.tokens.find((t) => t.kind === "token" && t.zone === zone);
    expect(token).toBeDefined();
    const cell = (token?.y ?? 0) * board.width + (token?.x ?? 0);
    expect(z.cells).toContain(cell);
    expect(dist(cell)).toBe(nearest);
  });

  it("keeps the zone's figures off the token's cell", () => {
    const drawn = boardWithStateTokens(board, [], [id]);
    const token = drawn.tokens.find((t) => t.kind === "token" && t.zone === zone);
    const survivors = ["ann", "nelly"].map((s) => ({ id: s, zone }) as never);
    const placed = layoutPieces(drawn, { survivors, zombies: [] } as never);
    expect(placed).toHaveLength(2);
    for (const p of placed) {
      const at = { x: Math.floor(p.slot.centre.x / CELL), y: Math.floor(p.slot.centre.y / CELL) };
      expect(at).not.toEqual({ x: token?.x, y: token?.y });
    }
  });
});
