import { describe, expect, it } from "vitest";
import { layoutPieces } from "../../src/board/geometry/piece-layout.ts";
import { placeNames } from "../../src/board/geometry/survivor-labels.ts";
import type { SurvivorPiece } from "../../src/board/pieces/types.ts";
import { bundledBoard } from "./support.ts";

/**
 * A name's box as the board draws it (10px bold, about 6.2 units a letter, from 8 above the baseline to 2
 * below) with a 2-unit margin each side: two names must have a visible gap between them.
 */
const box = (at: { x: number; y: number }, name: string) => ({
  x1: at.x - (name.length * 6.2) / 2 - 2,
  x2: at.x + (name.length * 6.2) / 2 + 2,
  y1: at.y - 8,
  y2: at.y + 2,
});
const cross = (a: ReturnType<typeof box>, b: ReturnType<typeof box>) =>
  Math.min(a.x2, b.x2) > Math.max(a.x1, b.x1) && Math.min(a.y2, b.y2) > Math.max(a.y1, b.y1);

describe("survivors' names in one zone", () => {
  it("keeps two dogs side by side from reading as one word", () => {
    const [martens, bismuth] = placeNames([
      { centre: { x: 100, y: 100 }, size: 32, name: "Martens", companion: true },
      { centre: { x: 140, y: 100 }, size: 32, name: "Bismuth", companion: true },
    ]);
    expect(cross(box(martens!, "Martens"), box(bismuth!, "Bismuth"))).toBe(false);
    // Each name stays by its own figure.
    expect(Math.abs(martens!.x - 100)).toBeLessThanOrEqual(20);
    expect(Math.abs(bismuth!.x - 140)).toBeLessThanOrEqual(20);
  });

  it("places no name over another when a zone holds a crowd of survivors and companions", () => {
    const board = bundledBoard();
    const zone = [...board.zones].sort((a, b) => b.cells.length - a.cells.length)[0]!.index;
    const names = ["Doug", "Martens", "Bismuth", "Josh", "Cherry", "Amy"];
    const survivors: SurvivorPiece[] = names.map((name, i) => ({
      id: name.toLowerCase(),
      name,
      colour: "#888",
      zone,
      companion: i % 3 !== 0,
    }));
    const placed = layoutPieces(board, { survivors, zombies: [] });
    const labels = placed.map((p) => {
      if (p.kind !== "survivor" || !p.label) throw new Error("a survivor without a placed name");
      return box(p.label, p.piece.name);
    });
    for (let i = 0; i < labels.length; i++)
      for (let j = i + 1; j < labels.length; j++) expect(cross(labels[i]!, labels[j]!)).toBe(false);
  });

  it("leaves a lone survivor's name under its figure", () => {
    const [at] = placeNames([{ centre: { x: 60, y: 60 }, size: 32, name: "Amy" }]);
    expect(at).toEqual({ x: 60, y: 60 + 16 + 9 });
  });
});
