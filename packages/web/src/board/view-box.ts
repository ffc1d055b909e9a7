/** The visible part of the board, in drawing units (an SVG viewBox). Pure helpers for pan and zoom. */
export interface ViewBox {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

export const MIN_ZOOM = 0.6;
export const MAX_ZOOM = 8;

/** The whole board with a margin. */
export function fitView(width: number, height: number, margin = 12): ViewBox {
  return { x: -margin, y: -margin, w: width + 2 * margin, h: height + 2 * margin };
}

/** Zooms by `factor` (>1 closer) keeping the board point (px, py) where it is on screen. */
export function zoomAt(view: ViewBox, fit: ViewBox, factor: number, px: number, py: number): ViewBox {
  const zoom = fit.w / view.w;
  const next = Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, zoom * factor));
  const w = fit.w / next;
  const h = (view.h * w) / view.w;
  const fx = (px - view.x) / view.w;
  const fy = (py - view.y) / view.h;
  return clampView({ x: px - fx * w, y: py - fy * h, w, h }, fit);
}

/** Moves the view by (dx, dy) drawing units. */
export function panBy(view: ViewBox, fit: ViewBox, dx: number, dy: number): ViewBox {
  return clampView({ ...view, x: view.x + dx, y: view.y + dy }, fit);
}

/** Keeps the view's centre over the board, so the board can never be lost off screen. */
export function clampView(view: ViewBox, fit: ViewBox): ViewBox {
  const cx = Math.min(fit.x + fit.w, Math.max(fit.x, view.x + view.w / 2));
  const cy = Math.min(fit.y + fit.h, Math.max(fit.y, view.y + view.h / 2));
  return { x: cx - view.w / 2, y: cy - view.h / 2, w: view.w, h: view.h };
}

export function zoomOf(view: ViewBox, fit: ViewBox): number {
  return fit.w / view.w;
}
