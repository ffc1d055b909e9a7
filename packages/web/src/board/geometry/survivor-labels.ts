import type { Point } from "./units.ts";

/** A survivor's disc radius: a Companion's disc is smaller. */
export const discRadius = (size: number, companion: boolean): number => (size / 2) * (companion ? 0.7 : 0.9);

/** Where a survivor's name sits when nothing is in the way: centred under its piece (the text's baseline). */
export const nameBelow = (centre: Point, size: number): Point => ({
  x: centre.x,
  y: centre.y + size / 2 + 9,
});

/** A figure whose name is placed: its centre, piece size and name; `companion` for the smaller disc. */
export interface Named {
  readonly centre: Point;
  readonly size: number;
  readonly name: string;
  readonly companion?: boolean | undefined;
  /** Its name stays under it (a KOed figure's round label sits above it). */
  readonly fixed?: boolean | undefined;
}

/** An area a name must keep off, in drawing units. */
export interface Box {
  readonly x1: number;
  readonly y1: number;
  readonly x2: number;
  readonly y2: number;
}

// The names are 10px bold (board.css `.piece-name`) with a 3px halo: a wide-set estimate of their size.
const CHAR_WIDTH = 6.2;
const HALO = 3;
/** Room kept each side of a name, so two names never read as one word. */
const PAD = 3;
const ASCENT = 8;
const DESCENT = 2;
/** Overlaps this thin (halo touching halo) do not hide any letter. */
const SLACK = 1.5;
const NUDGES = [0, 2, -2, 4, -4, 6, -6, 8, -8, 10, -10, 12, -12];
const FAR_NUDGES = [14, -14, 16, -16, 18, -18, 20, -20];

function nameBox(at: Point, name: string | undefined): Box {
  // A piece drawn without a name (a bare figure) still takes the room of its halo.
  const half = ((name?.length ?? 0) * CHAR_WIDTH + HALO) / 2 + PAD;
  return { x1: at.x - half, y1: at.y - ASCENT, x2: at.x + half, y2: at.y + DESCENT };
}

function discBox(f: Named): Box {
  const r = discRadius(f.size, f.companion === true);
  return { x1: f.centre.x - r, y1: f.centre.y - r, x2: f.centre.x + r, y2: f.centre.y + r };
}

function overlap(a: Box, b: Box): number {
  const w = Math.min(a.x2, b.x2) - Math.max(a.x1, b.x1) - SLACK;
  const h = Math.min(a.y2, b.y2) - Math.max(a.y1, b.y1) - SLACK;
  return w > 0 && h > 0 ? w * h : 0;
}

/** Where a name may go, best first: under the piece, above it, a line lower; each nudged sideways a little. */
function candidates(f: Named): Point[] {
  const below = nameBelow(f.centre, f.size);
  if (f.fixed) return [below];
  const above = { x: f.centre.x, y: f.centre.y - discRadius(f.size, f.companion === true) - 3 };
  const lower = { x: below.x, y: below.y + 10 };
  const near = (p: Point, dxs: readonly number[]) => dxs.map((dx) => ({ x: p.x + dx, y: p.y }));
  return [...near(below, NUDGES), ...near(above, NUDGES), ...near(lower, NUDGES), ...near(below, FAR_NUDGES)];
}

/**
 * Places the names of figures so they do not cover one another nor another figure's disc (two dogs in one Zone
 * must not read "Martensismuth"): row by row, left to right, each name takes the first free place of its
 * candidates, else the one it overlaps least. Returns each name's baseline centre, in the figures' order.
 */
export function placeNames(figures: readonly Named[], obstacles: readonly Box[] = []): Point[] {
  const order = figures
    .map((_, i) => i)
    .sort((a, b) => {
      const [p, q] = [figures[a] as Named, figures[b] as Named];
      return p.centre.y - q.centre.y || p.centre.x - q.centre.x;
    });
  const discs = figures.map(discBox);
  const taken: Box[] = [...obstacles];
  const out: Point[] = figures.map((f) => nameBelow(f.centre, f.size));
  for (const i of order) {
    const f = figures[i] as Named;
    const blocking = [...taken, ...discs.filter((_, j) => j !== i)];
    let best: { at: Point; cost: number } | null = null;
    for (const at of candidates(f)) {
      const box = nameBox(at, f.name);
      const cost = blocking.reduce((sum, b) => sum + overlap(box, b), 0);
      if (best === null || cost < best.cost) best = { at, cost };
      if (cost === 0) break;
    }
    const at = (best as { at: Point }).at;
    out[i] = at;
    taken.push(nameBox(at, f.name));
  }
  return out;
}
