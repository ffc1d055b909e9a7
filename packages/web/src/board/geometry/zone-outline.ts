import { CELL, type Point } from "./units.ts";

/**
 * Traces the outline of a set of cells as closed loops of corner points, in cell units (x east, y south).
 * Outer loops run clockwise on screen and holes anticlockwise, so either SVG fill rule fills the cells.
 * Straight runs are merged: a 3x2 room is one loop of 4 corners, not 10 cell edges.
 */
export function traceOutline(cells: readonly number[], width: number): Point[][] {
  const inSet = new Set(cells);
  const vw = width + 2;
  const vid = (x: number, y: number) => (y + 1) * vw + (x + 1);
  const outgoing = new Map<number, number[]>();
  const add = (ax: number, ay: number, bx: number, by: number) => {
    const a = vid(ax, ay);
    const list = outgoing.get(a);
    const b = vid(bx, by);
    if (list) list.push(b);
    else outgoing.set(a, [b]);
  };
  for (const c of cells) {
    const x = c % width;
    const y = (c - x) / width;
    const has = (nx: number, ny: number) => nx >= 0 && nx < width && inSet.has(ny * width + nx);
    if (!has(x, y - 1)) add(x, y, x + 1, y);
    if (!has(x + 1, y)) add(x + 1, y, x + 1, y + 1);
    if (!has(x, y + 1)) add(x + 1, y + 1, x, y + 1);
    if (!has(x - 1, y)) add(x, y + 1, x, y);
  }
  const point = (v: number): Point => ({ x: (v % vw) - 1, y: Math.floor(v / vw) - 1 });
  const loops: Point[][] = [];
  const starts = [...outgoing.keys()].sort((a, b) => a - b);
  for (const start of starts) {
    while ((outgoing.get(start)?.length ?? 0) > 0) {
      const loop: number[] = [start];
      let prev = start;
      let at = takeNext(outgoing, start, -1, vw);
      while (at !== start) {
        loop.push(at);
        const next = takeNext(outgoing, at, prev, vw);
        prev = at;
        at = next;
      }
      loops.push(simplify(loop.map(point)));
    }
  }
  return loops;
}

/**
 * Takes the edge leaving `at`. Where two leave (cells touching only at a corner), the right-hand turn keeps
 * each loop around one connected piece of the zone.
 */
function takeNext(outgoing: Map<number, number[]>, at: number, prev: number, vw: number): number {
  const list = outgoing.get(at) as number[];
  let pick = 0;
  if (list.length > 1 && prev >= 0) {
    const dxIn = (at % vw) - (prev % vw);
    const dyIn = Math.floor(at / vw) - Math.floor(prev / vw);
    const right = list.findIndex((b) => {
      const dx = (b % vw) - (at % vw);
      const dy = Math.floor(b / vw) - Math.floor(at / vw);
      return dx === -dyIn && dy === dxIn;
    });
    if (right >= 0) pick = right;
  }
  const [next] = list.splice(pick, 1);
  return next as number;
}

/** Drops corners that sit in the middle of a straight run. */
function simplify(points: Point[]): Point[] {
  const n = points.length;
  const out: Point[] = [];
  for (let i = 0; i < n; i++) {
    const a = points[(i + n - 1) % n] as Point;
    const b = points[i] as Point;
    const c = points[(i + 1) % n] as Point;
    const collinear = (b.x - a.x) * (c.y - b.y) - (b.y - a.y) * (c.x - b.x) === 0;
    if (!collinear) out.push(b);
  }
  return out;
}

/** An SVG path for outline loops, scaled to drawing units. */
export function outlinePath(loops: readonly Point[][], scale = CELL): string {
  return loops.map((loop) => `M${loop.map((p) => `${p.x * scale} ${p.y * scale}`).join("L")}Z`).join("");
}
