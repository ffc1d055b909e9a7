import { describe, expect, it } from "vitest";
import { clampView, fitView, MAX_ZOOM, panBy, zoomAt, zoomOf } from "../../src/board/view-box.ts";

describe("pan and zoom of the view box", () => {
  const fit = fitView(1200, 800);

  it("zooms in keeping the pointed board point at the same place on screen", () => {
    const v = zoomAt(fit, fit, 2, 300, 200);
    expect(zoomOf(v, fit)).toBeCloseTo(2);
    const before = { fx: (300 - fit.x) / fit.w, fy: (200 - fit.y) / fit.h };
    expect((300 - v.x) / v.w).toBeCloseTo(before.fx);
    expect((200 - v.y) / v.h).toBeCloseTo(before.fy);
  });

  it("stops at the zoom limits", () => {
    let v = fit;
    for (let i = 0; i < 50; i++) v = zoomAt(v, fit, 2, 600, 400);
    expect(zoomOf(v, fit)).toBeCloseTo(MAX_ZOOM);
  });

  it("pans but never lets the view's centre leave the board", () => {
    const v = panBy(zoomAt(fit, fit, 4, 600, 400), fit, 10_000, -10_000);
    expect(v.x + v.w / 2).toBeCloseTo(fit.x + fit.w);
    expect(v.y + v.h / 2).toBeCloseTo(fit.y);
    expect(clampView(fit, fit)).toEqual(fit);
  });
});
