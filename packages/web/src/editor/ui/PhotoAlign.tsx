import { type PointerEvent, useRef } from "react";
import { useTranslation } from "react-i18next";
import { EDITOR_NS } from "../i18n/register.ts";
import { isConvexQuad } from "../tile-editor/homography.ts";
import { moveCorner, type TracePhoto } from "../tile-editor/photo.ts";

const CORNERS = ["nw", "ne", "se", "sw"] as const;

/**
 * The photo as taken, with the four corner handles: drag each onto the printed tile's corner (or focus it and
 * use the arrow keys, Shift for bigger steps). The grid beside it shows the photo straightened by them.
 */
export function PhotoAlign({ photo, onChange }: { photo: TracePhoto; onChange: (p: TracePhoto) => void }) {
  const { t } = useTranslation(EDITOR_NS);
  const svg = useRef<SVGSVGElement>(null);
  const dragging = useRef<number | null>(null);
  // Big enough to grab with a finger on a phone-sized view of the photo.
  const r = Math.max(photo.width, photo.height) / 22;
  const toPhoto = (e: PointerEvent) => {
    const m = svg.current?.getScreenCTM();
    if (!m) return null;
    const p = new DOMPoint(e.clientX, e.clientY).matrixTransform(m.inverse());
    return { x: p.x, y: p.y };
  };
  const ok = isConvexQuad(photo.corners);
  return (
    <figure className="te-align">
      <svg
        ref={svg}
        viewBox={`0 0 ${photo.width} ${photo.height}`}
        role="application"
        aria-label={t("trace.alignArea")}
        data-testid="photo-align"
        onPointerMove={(e) => {
          if (dragging.current === null) return;
          const p = toPhoto(e);
          if (p) onChange(moveCorner(photo, dragging.current, p.x, p.y));
        }}
        onPointerUp={() => {
          dragging.current = null;
        }}
      >
        <image href={photo.url} width={photo.width} height={photo.height} />
        <polygon
          className={ok ? "te-align-quad" : "te-align-quad te-bad"}
          points={photo.corners.map((c) => `${c.x},${c.y}`).join(" ")}
        />
        {photo.corners.map((c, i) => (
          <g
            key={CORNERS[i]}
            role="slider"
            tabIndex={0}
            className="te-corner"
            data-corner={CORNERS[i]}
            aria-label={t(`trace.corner.${CORNERS[i]}`)}
            aria-valuetext={`${Math.round(c.x)}, ${Math.round(c.y)}`}
            aria-valuenow={Math.round(c.x)}
            onPointerDown={(e) => {
              e.currentTarget.ownerSVGElement?.setPointerCapture(e.pointerId);
              dragging.current = i;
            }}
            onKeyDown={(e) => {
              const step = (e.shiftKey ? 10 : 1) * Math.max(1, photo.width / 400);
              const d = {
                ArrowLeft: [-step, 0],
                ArrowRight: [step, 0],
                ArrowUp: [0, -step],
                ArrowDown: [0, step],
              }[e.key];
              if (!d) return;
              e.preventDefault();
              onChange(moveCorner(photo, i, c.x + (d[0] as number), c.y + (d[1] as number)));
            }}
          >
            <circle cx={c.x} cy={c.y} r={r} />
            <text x={c.x} y={c.y} dy={r * 0.35} fontSize={r} textAnchor="middle">
              {i + 1}
            </text>
          </g>
        ))}
      </svg>
      <figcaption>{ok ? t("trace.alignHelp") : t("trace.alignBad")}</figcaption>
    </figure>
  );
}
