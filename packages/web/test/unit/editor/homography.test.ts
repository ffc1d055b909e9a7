import { describe, expect, it } from "vitest";
import {
  applyHomography,
  cssMatrix3d,
  homography,
  isConvexQuad,
  type Quad,
  rectQuad,
} from "../../../src/editor/tile-editor/homography.ts";

const near = (a: { x: number; y: number }, b: { x: number; y: number }) => {
  expect(a.x).toBeCloseTo(b.x, 6);
  expect(a.y).toBeCloseTo(b.y, 6);
};

/** A tile photographed at an angle: the far edge shorter, the whole thing off-centre. */
const PHOTO: Quad = [
  { x: 62, y: 40 },
  { x: 228, y: 52 },
  { x: 250, y: 210 },
  { x: 30, y: 190 },
];

describe("four-corner alignment", () => {
  it("maps each photo corner onto the grid's corner", () => {
    const h = homography(PHOTO, rectQuad(320, 320));
    expect(h).not.toBeNull();
    if (!h) return;
    for (const [i, corner] of rectQuad(320, 320).entries())
      near(applyHomography(h, PHOTO[i] as Quad[0]), corner);
  });

  it("is the identity for the same quad and a plain scale for a straight scan", () => {
    const same = homography(rectQuad(100, 50), rectQuad(100, 50));
    expect(same?.map((v) => Math.round(v * 1e9) / 1e9)).toEqual([1, 0, 0, 0, 1, 0, 0, 0, 1]);
    const scan = homography(rectQuad(640, 640), rectQuad(320, 320));
    if (!scan) throw new Error("no homography");
    near(applyHomography(scan, { x: 100, y: 300 }), { x: 50, y: 150 });
    expect(scan[6]).toBeCloseTo(0, 12);
    expect(scan[7]).toBeCloseTo(0, 12);
  });

  it("keeps straight lines straight: the photo's tile centre (diagonals' crossing) lands on the grid centre", () => {
    const h = homography(PHOTO, rectQuad(320, 320));
    if (!h) throw new Error("no homography");
    const [p0, p1, p2, p3] = PHOTO;
    // Crossing of the diagonals p0-p2 and p1-p3.
    const d = (p0.x - p2.x) * (p1.y - p3.y) - (p0.y - p2.y) * (p1.x - p3.x);
    const t = ((p0.x - p1.x) * (p1.y - p3.y) - (p0.y - p1.y) * (p1.x - p3.x)) / d;
    const centre = { x: p0.x + t * (p2.x - p0.x), y: p0.y + t * (p2.y - p0.y) };
    near(applyHomography(h, centre), { x: 160, y: 160 });
  });

  it("refuses crossed, flat or repeated corners", () => {
    const crossed: Quad = [PHOTO[0], PHOTO[2], PHOTO[1], PHOTO[3]];
    expect(isConvexQuad(crossed)).toBe(false);
    expect(homography(crossed, rectQuad(10, 10))).toBeNull();
    const flat: Quad = [
      { x: 0, y: 0 },
      { x: 5, y: 0 },
      { x: 10, y: 0 },
      { x: 0, y: 10 },
    ];
    expect(homography(flat, rectQuad(10, 10))).toBeNull();
    const repeated: Quad = [PHOTO[0], PHOTO[0], PHOTO[2], PHOTO[3]];
    expect(homography(repeated, rectQuad(10, 10))).toBeNull();
    expect(isConvexQuad(rectQuad(10, 10))).toBe(true);
  });

  it("writes a CSS matrix3d whose perspective terms sit where the browser reads them", () => {
    const h = homography(PHOTO, rectQuad(320, 320));
    if (!h) throw new Error("no homography");
    const values = /matrix3d\((.*)\)/.exec(cssMatrix3d(h))?.[1]?.split(",").map(Number) ?? [];
    expect(values).toHaveLength(16);
    // Column-major: a point (x, y, 0, 1) times the matrix gives (X, Y, 0, W) with W = g x + h y + 1.
    const [x, y] = [PHOTO[2].x, PHOTO[2].y];
    const col = (i: number) =>
      (values[i] as number) * x + (values[i + 4] as number) * y + (values[i + 12] as number);
    const w = col(3);
    expect(col(0) / w).toBeCloseTo(320, 6);
    expect(col(1) / w).toBeCloseTo(320, 6);
  });
});
