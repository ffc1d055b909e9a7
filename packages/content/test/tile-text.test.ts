import { parseTileText, serializeTile } from "@horda/content";
import { describe, expect, it } from "vitest";

const GOOD = `# a small test tile
tile: T1
status: unverified
size: 4x3
grid:
  aaBB
  aaBB
  ccCC
zones:
  C: dark
edges:
  B|C open
  1,2 E door blue
border:
  N 2-3 open
  W 0-1 line
spots:
  objective 3,0
  crate 2,2
`;

function errorsOf(text: string): string[] {
  const r = parseTileText(text, "t.tile");
  return r.ok ? [] : r.error.map((e) => `line ${e.line}: ${e.message}`);
}

describe("tile text format", () => {
  it("reads every section of a tile face", () => {
    const r = parseTileText(GOOD, "t.tile");
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value).toMatchObject({
      id: "T1",
      status: "unverified",
      width: 4,
      height: 3,
      grid: ["aaBB", "aaBB", "ccCC"],
      zoneFlags: { C: ["dark"] },
      pairEdges: [{ zones: ["B", "C"], kind: "open" }],
      edges: [{ x: 1, y: 2, side: "E", kind: "door", colour: "blue" }],
      border: [
        { side: "N", from: 2, to: 3, kind: "open" },
        { side: "W", from: 0, to: 1, kind: "line" },
      ],
      spots: [
        { kind: "objective", x: 3, y: 0 },
        { kind: "crate", x: 2, y: 2 },
      ],
    });
  });

  it("writes a face back to text that reads as the same face", () => {
    const r = parseTileText(GOOD, "t.tile");
    if (!r.ok) throw new Error("parse");
    const again = parseTileText(serializeTile(r.value), "again.tile");
    expect(again.ok && again.value).toEqual(r.value);
  });

  it.each([
    [
      "a grid row of the wrong length",
      GOOD.replace("  aaBB\n  aaBB", "  aaBB\n  aaB"),
      "line 7: grid row has 3 cells but size says 4",
    ],
    ["a missing grid row", GOOD.replace("  ccCC\n", ""), "grid has 2 rows but size says 3"],
    ["a cell that is not a letter", GOOD.replace("ccCC", "cc?C"), 'grid cell "?" is not a letter or "."'],
    ["an unknown zone flag", GOOD.replace("C: dark", "C: haunted"), 'unknown zone flag "haunted"'],
    ["a flag for a zone not in the grid", GOOD.replace("C: dark", "Q: dark"), 'zone "Q" is not in the grid'],
    [
      "an edge kind that does not exist",
      GOOD.replace("B|C open", "B|C portal"),
      'unknown edge kind "portal"',
    ],
    [
      "a pair of zones that do not touch",
      GOOD.replace("B|C open", "a|C open"),
      'zones "a" and "C" share no boundary',
    ],
    ["a door inside one zone", GOOD.replace("1,2 E door blue", "0,0 E door"), 'lies inside zone "a"'],
    [
      "a door on the tile border",
      GOOD.replace("1,2 E door blue", "3,0 E door"),
      'say what meets the next tile under "border:"',
    ],
    [
      "a colour on something that is not a door",
      GOOD.replace("B|C open", "1,1 S open red"),
      "only a door has a colour",
    ],
    ["an unknown colour", GOOD.replace("door blue", "door pink"), 'unknown door colour "pink"'],
    [
      "a border run off the side",
      GOOD.replace("N 2-3 open", "N 2-9 open"),
      "cells 2-9 are not along side N (0-3)",
    ],
    ["a spot off the tile", GOOD.replace("crate 2,2", "crate 9,9"), "spot 9,9 is not on a cell"],
    ["an unknown key", `${GOOD}colour: red\n`, 'unknown key "colour"'],
    ["a bad size", GOOD.replace("size: 4x3", "size: big"), '"size:" must be WIDTHxHEIGHT'],
    [
      "a bad status",
      GOOD.replace("status: unverified", "status: maybe"),
      'status must be "verified" or "unverified"',
    ],
    [
      "a key given twice",
      GOOD.replace("status: unverified", "status: unverified\nstatus: verified"),
      '"status" is given twice',
    ],
  ])("refuses %s, naming the line", (_what, text, message) => {
    expect(errorsOf(text).join("\n")).toContain(message);
  });
});
