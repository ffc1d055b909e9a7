import { memo } from "react";
import { type BoundarySegment, segmentsPath } from "../geometry/boundary-segments.ts";

/** Crosswalk lines, openings, walls, thin walls (standing, broken), ramparts and the board's rim: one path per kind. */
export const WallLayer = memo(function WallLayer({ segments }: { segments: readonly BoundarySegment[] }) {
  return (
    // biome-ignore lint/a11y/noAriaHiddenOnFocusable: an SVG <g> is not focusable; this layer is drawing only.
    <g className="boundaries" aria-hidden="true">
      <path className="b-line" d={segmentsPath(segments, "line")} />
      <path className="b-opening" d={segmentsPath(segments, "opening")} />
      <path className="b-edge" d={segmentsPath(segments, "edge")} />
      <path className="b-wall" d={segmentsPath(segments, "wall")} />
      <path className="b-thin" d={segmentsPath(segments, "thin")} data-testid="thin-walls" />
      <path className="b-broken" d={segmentsPath(segments, "broken")} data-testid="broken-walls" />
      <path className="b-rampart" d={segmentsPath(segments, "rampart")} data-testid="ramparts" />
    </g>
  );
});
