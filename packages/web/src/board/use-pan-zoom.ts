import {
  type KeyboardEvent,
  type PointerEvent,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { fitView, panBy, type ViewBox, zoomAt } from "./view-box.ts";

const DRAG_THRESHOLD_PX = 4;
const STEP = 1.25;

interface Drag {
  readonly pointer: number;
  readonly startX: number;
  readonly startY: number;
  readonly view: ViewBox;
  readonly unitsPerPx: number;
  moved: boolean;
}

/**
 * Pan and zoom of an SVG through its viewBox: wheel zooms at the pointer, dragging pans (a drag never counts as
 * a click), arrow keys pan, + and - zoom, 0 fits the board.
 */
export function usePanZoom(width: number, height: number) {
  const fit = useMemo(() => fitView(width, height), [width, height]);
  const [view, setView] = useState<ViewBox>(fit);
  const svgRef = useRef<SVGSVGElement>(null);
  const drag = useRef<Drag | null>(null);
  const swallowClick = useRef(false);

  useEffect(() => setView(fit), [fit]);

  const toBoard = useCallback((clientX: number, clientY: number) => {
    const svg = svgRef.current;
    const ctm = svg?.getScreenCTM();
    if (!svg || !ctm) return null;
    const p = new DOMPoint(clientX, clientY).matrixTransform(ctm.inverse());
    return { x: p.x, y: p.y, unitsPerPx: 1 / ctm.a };
  }, []);

  useEffect(() => {
    const svg = svgRef.current;
    if (!svg) return;
    const onWheel = (e: WheelEvent) => {
      e.preventDefault();
      const p = toBoard(e.clientX, e.clientY);
      if (!p) return;
      const factor = Math.exp(-e.deltaY * (e.deltaMode === 1 ? 0.05 : 0.0015));
      setView((v) => zoomAt(v, fit, factor, p.x, p.y));
    };
    const onClickCapture = (e: MouseEvent) => {
      if (swallowClick.current) {
        swallowClick.current = false;
        e.stopPropagation();
        e.preventDefault();
      }
    };
    svg.addEventListener("wheel", onWheel, { passive: false });
    svg.addEventListener("click", onClickCapture, true);
    return () => {
      svg.removeEventListener("wheel", onWheel);
      svg.removeEventListener("click", onClickCapture, true);
    };
  }, [fit, toBoard]);

  const zoomCentre = useCallback(
    (factor: number) => setView((v) => zoomAt(v, fit, factor, v.x + v.w / 2, v.y + v.h / 2)),
    [fit],
  );

  const onPointerDown = (e: PointerEvent<SVGSVGElement>) => {
    if (e.button !== 0) return;
    const p = toBoard(e.clientX, e.clientY);
    swallowClick.current = false;
    drag.current = {
      pointer: e.pointerId,
      startX: e.clientX,
      startY: e.clientY,
      view,
      unitsPerPx: p?.unitsPerPx ?? 1,
      moved: false,
    };
  };
  const onPointerMove = (e: PointerEvent<SVGSVGElement>) => {
    const d = drag.current;
    if (!d || d.pointer !== e.pointerId) return;
    const dx = e.clientX - d.startX;
    const dy = e.clientY - d.startY;
    if (!d.moved && Math.hypot(dx, dy) < DRAG_THRESHOLD_PX) return;
    if (!d.moved) {
      d.moved = true;
      e.currentTarget.setPointerCapture(e.pointerId);
    }
    setView(panBy(d.view, fit, -dx * d.unitsPerPx, -dy * d.unitsPerPx));
  };
  const onPointerUp = (e: PointerEvent<SVGSVGElement>) => {
    const d = drag.current;
    if (!d || d.pointer !== e.pointerId) return;
    if (d.moved) {
      swallowClick.current = true;
      e.currentTarget.releasePointerCapture(e.pointerId);
    }
    drag.current = null;
  };
  const onKeyDown = (e: KeyboardEvent<SVGSVGElement>) => {
    const stepX = view.w * 0.1;
    const stepY = view.h * 0.1;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-stepX, 0],
      ArrowRight: [stepX, 0],
      ArrowUp: [0, -stepY],
      ArrowDown: [0, stepY],
    };
    const move = moves[e.key];
    if (move) setView((v) => panBy(v, fit, move[0], move[1]));
    else if (e.key === "+" || e.key === "=") zoomCentre(STEP);
    else if (e.key === "-" || e.key === "_") zoomCentre(1 / STEP);
    else if (e.key === "0") setView(fit);
    else return;
    e.preventDefault();
  };

  return {
    svgRef,
    view,
    fit,
    zoomIn: () => zoomCentre(STEP),
    zoomOut: () => zoomCentre(1 / STEP),
    reset: () => setView(fit),
    handlers: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel: onPointerUp, onKeyDown },
  };
}
