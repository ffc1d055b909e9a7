import { describe, expect, it } from "vitest";
import { boardHeatSvg } from "../../src/zombicide/board-svg.ts";
import { missionBoard } from "../../src/zombicide/reachability.ts";
import { content, coreMission } from "./content.ts";

interface Box {
  readonly x1: number;
  readonly y1: number;
  readonly x2: number;
  readonly y2: number;
}
const meets = (a: Box, b: Box) => a.x1 < b.x2 && b.x1 < a.x2 && a.y1 < b.y2 && b.y1 < a.y2;

/** The heat map's mark boxes (Objectives, Spawn Zones, exit...), and each zone name's box, read from its SVG. */
function parts(svg: string): { marks: Box[]; names: Map<string, Box> } {
  const marks = [...svg.matchAll(/<rect x="([\d.-]+)" y="([\d.-]+)" width="12" height="12"/g)].map((m) => {
    const [x, y] = [Number(m[1]), Number(m[2])];
    return { x1: x, y1: y, x2: x + 12, y2: y + 12 };
  });
  const names = new Map<string, Box>();
  for (const m of svg.matchAll(/<text x="([\d.-]+)" y="([\d.-]+)" font-size="9"[^>]*>(Z\d+)<\/text>/g)) {
    const [x, y, id] = [Number(m[1]), Number(m[2]), m[3] as string];
    const half = (id.length * 5.5) / 2;
    names.set(id, { x1: x - half, y1: y - 7, x2: x + half, y2: y });
  }
  return { marks, names };
}

describe("the Mission lab's heat map", () => {
  it("keeps the map's marks off the zone names of First Night's larger zones", () => {
    const board = missionBoard(coreMission("first-night"), content);
    const heat = ["Z4", "Z7", "Z10"].map((zone) => ({ zone, wounds: 28, deaths: 3 }));
    const { marks, names } = parts(boardHeatSvg(board, heat));
    expect(marks.length).toBeGreaterThan(4);
    for (const id of ["Z1", "Z4", "Z7", "Z8", "Z10", "Z12", "Z16"]) {
      const name = names.get(id);
      expect(name, id).toBeDefined();
      expect(
        marks.filter((m) => meets(m, name as Box)),
        `a mark covers ${id}`,
      ).toEqual([]);
    }
  });

  it("keeps every mark off every zone's label block and off the other marks, each zone hit", () => {
    const board = missionBoard(coreMission("first-night"), content);
    const heat = board.zones.map((z, i) => ({ zone: z.id, wounds: 10 + i, deaths: 1 + (i % 3) }));
    const svg = boardHeatSvg(board, heat);
    const { marks } = parts(svg);
    // A zone's block: its name, its Wounds below and its eliminations' disc (r 8) under them.
    const blocks = [...svg.matchAll(/<circle cx="([\d.-]+)" cy="([\d.-]+)" r="8"/g)].map((m) => {
      const [x, y] = [Number(m[1]), Number(m[2])];
      return { x1: x - 12, y1: y - 30, x2: x + 12, y2: y + 8 };
    });
    expect(blocks).toHaveLength(board.zones.length);
    for (const [i, m] of marks.entries()) {
      expect(blocks.filter((b) => meets(m, b))).toEqual([]);
      expect(marks.filter((o, j) => j !== i && meets(m, o))).toEqual([]);
    }
  });
});
