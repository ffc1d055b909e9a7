import type { DoorColour, EdgeKind, Side, TileFace, ZoneFlag } from "@horda/content";
import { neighbour } from "@horda/content";

/** A tile face turned to its rotation: rows of zone letters and explicit cell sides, in tile coordinates. */
export interface PlacedFace {
  readonly width: number;
  readonly height: number;
  readonly grid: readonly string[];
  readonly zoneFlags: Readonly<Record<string, readonly ZoneFlag[]>>;
  /** Explicit edges inside the tile, keyed "x,y,S" or "x,y,E" (each boundary once). */
  readonly edges: ReadonlyMap<string, { kind: EdgeKind; colour?: DoorColour }>;
  /** What each border cell side meets at the tile's edge, keyed "x,y,SIDE". Unlisted: street continues, building walled. */
  readonly border: ReadonlyMap<string, "open" | "line" | "wall">;
  readonly spots: readonly { kind: string; x: number; y: number }[];
}

const TURN: Record<Side, Side> = { N: "E", E: "S", S: "W", W: "N" };

/** The canonical key of a cell side: every boundary is named from its west or north cell. */
export function edgeKey(x: number, y: number, side: Side): string {
  if (side === "W") return `${x - 1},${y},E`;
  if (side === "N") return `${x},${y - 1},S`;
  return `${x},${y},${side}`;
}

export function placeFace(face: TileFace, rotation: 0 | 90 | 180 | 270): PlacedFace {
  let w = face.width;
  let h = face.height;
  let grid = [...face.grid];
  let edges = explicitEdges(face);
  let border = borderCells(face);
  let spots = face.spots.map((s) => ({ ...s }));
  for (let r = 0; r < rotation; r += 90) {
    const turn = (x: number, y: number): [number, number] => [h - 1 - y, x];
    const next: string[] = [];
    for (let y = 0; y < w; y++) {
      let row = "";
      for (let x = 0; x < h; x++) row += grid[h - 1 - x]?.[y] ?? ".";
      next.push(row);
    }
    edges = edges.map((e) => {
      const [x, y] = turn(e.x, e.y);
      return { ...e, x, y, side: TURN[e.side] };
    });
    border = border.map((b) => {
      const [x, y] = turn(b.x, b.y);
      return { ...b, x, y, side: TURN[b.side] };
    });
    spots = spots.map((s) => {
      const [x, y] = turn(s.x, s.y);
      return { ...s, x, y };
    });
    grid = next;
    [w, h] = [h, w];
  }
  const edgeMap = new Map<string, { kind: EdgeKind; colour?: DoorColour }>();
  for (const e of edges)
    edgeMap.set(edgeKey(e.x, e.y, e.side), e.colour ? { kind: e.kind, colour: e.colour } : { kind: e.kind });
  const borderMap = new Map<string, "open" | "line" | "wall">();
  for (const b of border) borderMap.set(`${b.x},${b.y},${b.side}`, b.kind);
  return { width: w, height: h, grid, zoneFlags: face.zoneFlags, edges: edgeMap, border: borderMap, spots };
}

interface SideEdge {
  x: number;
  y: number;
  side: Side;
  kind: EdgeKind;
  colour?: DoorColour;
}

/** Zone-pair edges expanded to every cell side they cover, then single cell edges on top. */
function explicitEdges(face: TileFace): SideEdge[] {
  const out: SideEdge[] = [];
  for (const pe of face.pairEdges) {
    const [a, b] = pe.zones;
    for (let y = 0; y < face.height; y++) {
      for (let x = 0; x < face.width; x++) {
        const here = face.grid[y]?.[x];
        for (const side of ["E", "S"] as const) {
          const [nx, ny] = neighbour(x, y, side);
          const there = face.grid[ny]?.[nx];
          if ((here === a && there === b) || (here === b && there === a))
            out.push({ x, y, side, kind: pe.kind });
        }
      }
    }
  }
  for (const e of face.edges) out.push(e.colour ? { ...e } : { x: e.x, y: e.y, side: e.side, kind: e.kind });
  return out;
}

function borderCells(face: TileFace): { x: number; y: number; side: Side; kind: "open" | "line" | "wall" }[] {
  const out: { x: number; y: number; side: Side; kind: "open" | "line" | "wall" }[] = [];
  for (const b of face.border) {
    for (let i = b.from; i <= b.to; i++) {
      const [x, y] =
        b.side === "N"
          ? [i, 0]
          : b.side === "S"
            ? [i, face.height - 1]
            : b.side === "W"
              ? [0, i]
              : [face.width - 1, i];
      out.push({ x, y, side: b.side, kind: b.kind });
    }
  }
  return out;
}
