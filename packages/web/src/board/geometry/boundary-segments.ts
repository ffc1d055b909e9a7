import { type Board, Boundary } from "@horda/zombicide";
import { CELL, type Segment } from "./units.ts";

/**
 * How a boundary is drawn. `wall` blocks, `line` is a crosswalk between street zones, `opening` a gap between
 * rooms, `edge` the outer rim of the tiles, `thin` a Thin Wall (Rio Z Janeiro) still standing, `broken` one
 * broken (an opening from then on), `rampart` a Wulfsburg tower's rampart (no step across, sight over it).
 * Doors are drawn by the door layer, not here.
 */
export type SegmentKind = "wall" | "line" | "opening" | "edge" | "thin" | "broken" | "rampart";

export interface BoundarySegment extends Segment {
  readonly kind: SegmentKind;
}

const NONE: ReadonlySet<string> = new Set();

function kindOf(code: number): SegmentKind | null {
  switch (code) {
    case Boundary.INSIDE:
    case Boundary.EDGE:
    case Boundary.DOOR:
      return null;
    case Boundary.LINE:
      return "line";
    case Boundary.OPEN:
    case Boundary.STAIRS:
      return "opening";
    case Boundary.THIN:
      return "thin";
    case Boundary.RAMPART:
      return "rampart";
    default:
      return "wall";
  }
}

/**
 * Every drawn boundary of the board as straight segments in drawing units, with collinear neighbours of the
 * same kind merged (a wall along a whole room side is one line). `broken`: the edge ids of Thin Walls broken.
 */
export function boundarySegments(
  board: Board,
  scale = CELL,
  broken: ReadonlySet<string> = NONE,
): BoundarySegment[] {
  const { width, height, zoneOf, east, south } = board;
  const side = (code: number, edge: number | undefined): SegmentKind | null => {
    const kind = kindOf(code);
    return kind === "thin" && broken.has(board.edges[edge ?? -1]?.id ?? "") ? "broken" : kind;
  };
  const cellAt = (x: number, y: number) =>
    x >= 0 && y >= 0 && x < width && y < height && (zoneOf[y * width + x] as number) >= 0;
  // Vertical runs keyed by x line, horizontal by y line: kind per unit step along the line.
  const vertical: (SegmentKind | null)[][] = Array.from({ length: width + 1 }, () =>
    new Array(height).fill(null),
  );
  const horizontal: (SegmentKind | null)[][] = Array.from({ length: height + 1 }, () =>
    new Array(width).fill(null),
  );
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const here = cellAt(x, y);
      const c = y * width + x;
      if (here) {
        if (!cellAt(x - 1, y)) (vertical[x] as (SegmentKind | null)[])[y] = "edge";
        if (!cellAt(x, y - 1)) (horizontal[y] as (SegmentKind | null)[])[x] = "edge";
        (vertical[x + 1] as (SegmentKind | null)[])[y] = cellAt(x + 1, y)
          ? side(east[c] as number, board.eastEdge[c])
          : "edge";
        (horizontal[y + 1] as (SegmentKind | null)[])[x] = cellAt(x, y + 1)
          ? side(south[c] as number, board.southEdge[c])
          : "edge";
      }
    }
  }
  const out: BoundarySegment[] = [];
  vertical.forEach((line, x) => {
    runs(line, (kind, from, to) =>
      out.push({ kind, x1: x * scale, y1: from * scale, x2: x * scale, y2: to * scale }),
    );
  });
  horizontal.forEach((line, y) => {
    runs(line, (kind, from, to) =>
      out.push({ kind, x1: from * scale, y1: y * scale, x2: to * scale, y2: y * scale }),
    );
  });
  return out;
}

function runs(
  line: readonly (SegmentKind | null)[],
  emit: (kind: SegmentKind, from: number, to: number) => void,
): void {
  let start = 0;
  for (let i = 1; i <= line.length; i++) {
    if (i === line.length || line[i] !== line[start]) {
      const kind = line[start];
      if (kind) emit(kind, start, i);
      start = i;
    }
  }
}

/** One SVG path holding every segment of a kind: a single element per kind keeps the DOM small. */
export function segmentsPath(segments: readonly BoundarySegment[], kind: SegmentKind): string {
  let d = "";
  for (const s of segments) if (s.kind === kind) d += `M${s.x1} ${s.y1}L${s.x2} ${s.y2}`;
  return d;
}
