/** Board drawing units: one cell is CELL units wide in the SVG's user space. */
export const CELL = 40;

export interface Point {
  readonly x: number;
  readonly y: number;
}

export interface Segment {
  readonly x1: number;
  readonly y1: number;
  readonly x2: number;
  readonly y2: number;
}
