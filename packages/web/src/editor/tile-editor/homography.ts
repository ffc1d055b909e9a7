/** A point in some plane (photo pixels or tile-grid pixels). */
export interface Point {
  readonly x: number;
  readonly y: number;
}

/** Four corners in the order north-west, north-east, south-east, south-west. */
export type Quad = readonly [Point, Point, Point, Point];

/**
 * A plane projective transform (homography), row-major 3×3 with the last entry 1:
 * (x, y) → ((a x + b y + c) / (g x + h y + 1), (d x + e y + f) / (g x + h y + 1)).
 */
export type Homography = readonly [number, number, number, number, number, number, number, number, 1];

const cross = (o: Point, a: Point, b: Point) => (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);

/**
 * Whether four corners make a convex quadrilateral with some area (every turn the same way, no three points on
 * one line). A photo's tile corners must: a crossed or flat quad has no sensible mapping onto the grid.
 */
export function isConvexQuad(q: Quad): boolean {
  const turns = q.map((p, i) => cross(p, q[(i + 1) % 4] as Point, q[(i + 2) % 4] as Point));
  const scale = Math.max(...q.map((p) => Math.abs(p.x) + Math.abs(p.y)), 1);
  const eps = 1e-9 * scale * scale;
  return turns.every((t) => t > eps) || turns.every((t) => t < -eps);
}

/** Solves A x = b (n×n) by Gaussian elimination with partial pivoting; null when A is singular. */
function solve(a: number[][], b: number[]): number[] | null {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i] as number]);
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let r = col + 1; r < n; r++)
      if (Math.abs((m[r] as number[])[col] as number) > Math.abs((m[pivot] as number[])[col] as number))
        pivot = r;
    if (Math.abs((m[pivot] as number[])[col] as number) < 1e-12) return null;
    [m[col], m[pivot]] = [m[pivot] as number[], m[col] as number[]];
    const p = m[col] as number[];
    for (let r = 0; r < n; r++) {
      if (r === col) continue;
      const row = m[r] as number[];
      const f = (row[col] as number) / (p[col] as number);
      if (f !== 0) for (let c = col; c <= n; c++) row[c] = (row[c] as number) - f * (p[c] as number);
    }
  }
  return m.map((row, i) => (row[n] as number) / (row[i] as number));
}

/**
 * The homography taking each corner of `from` to the same corner of `to` (four point pairs give the eight
 * unknowns exactly). Null when either quad is not convex. A scan whose corners are the image's corners gives a
 * plain scale; a photo taken at an angle gives the perspective that straightens it.
 */
export function homography(from: Quad, to: Quad): Homography | null {
  if (!isConvexQuad(from) || !isConvexQuad(to)) return null;
  const a: number[][] = [];
  const b: number[] = [];
  for (let i = 0; i < 4; i++) {
    const { x, y } = from[i] as Point;
    const { x: u, y: v } = to[i] as Point;
    a.push([x, y, 1, 0, 0, 0, -u * x, -u * y]);
    b.push(u);
    a.push([0, 0, 0, x, y, 1, -v * x, -v * y]);
    b.push(v);
  }
  const h = solve(a, b);
  return h ? ([...h, 1] as unknown as Homography) : null;
}

export function applyHomography(h: Homography, p: Point): Point {
  const [a, b, c, d, e, f, g, hh] = h;
  const w = g * p.x + hh * p.y + 1;
  return { x: (a * p.x + b * p.y + c) / w, y: (d * p.x + e * p.y + f) / w };
}

/**
 * The CSS `matrix3d()` that draws an element through the homography (with `transform-origin: 0 0`): the
 * browser does the perspective division, so the photo is straightened on the GPU, never copied or sent.
 */
export function cssMatrix3d(h: Homography): string {
  const [a, b, c, d, e, f, g, hh] = h;
  return `matrix3d(${[a, d, 0, g, b, e, 0, hh, 0, 0, 1, 0, c, f, 0, 1].join(",")})`;
}

/** The corners of a w×h rectangle at the origin, as a quad. */
export function rectQuad(w: number, h: number): Quad {
  return [
    { x: 0, y: 0 },
    { x: w, y: 0 },
    { x: w, y: h },
    { x: 0, y: h },
  ];
}
