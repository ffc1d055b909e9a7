import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { fitView, panBy, type ViewBox, zoomAt } from "../../board/view-box.ts";

/** The editor canvas' view box: wheel zoom at the pointer, pan by a delta, zoom buttons, fit. */
export function useCanvasView(width: number, height: number) {
  const fit = useMemo(() => fitView(width, height, 20), [width, height]);
  const [view, setView] = useState<ViewBox>(fit);
  const svgRef = useRef<SVGSVGElement>(null);
  const fitKey = `${width}x${height}`;
  const lastFit = useRef(fitKey);
  useEffect(() => {
    if (lastFit.current !== fitKey) {
      lastFit.current = fitKey;
      setView(fit);
    }
  }, [fit, fitKey]);

  /** A client point in drawing units. */
  const toUnits = useCallback((clientX: number, clientY: number) => {
    const ctm = svgRef.current?.getScreenCTM();
    if (!ctm) return null;
    const p = new DOMPoint(clientX, clientY).matrixTransform(ctm.inverse());
    return { x: p.x, y: p.y, perPx: 1 / ctm.a };
  }, []);

  useEffect(() => {
    const svg = svgRef.current;
    if (!svg) return;
    const onWheel = (e: WheelEvent) => {
      e.preventDefault();
      const p = toUnits(e.clientX, e.clientY);
      if (p) setView((v) => zoomAt(v, fit, Math.exp(-e.deltaY * 0.0015), p.x, p.y));
    };
    svg.addEventListener("wheel", onWheel, { passive: false });
    return () => svg.removeEventListener("wheel", onWheel);
  }, [fit, toUnits]);

  return {
    svgRef,
    view,
    toUnits,
    pan: (dx: number, dy: number) => setView((v) => panBy(v, fit, dx, dy)),
    zoom: (factor: number) => setView((v) => zoomAt(v, fit, factor, v.x + v.w / 2, v.y + v.h / 2)),
    fit: () => setView(fit),
    show: (x: number, y: number, w: number, h: number) =>
      setView((v) => panBy(v, fit, x + w / 2 - (v.x + v.w / 2), y + h / 2 - (v.y + v.h / 2))),
  };
}
