import type { Board } from "@horda/zombicide";
import { memo } from "react";
import { CELL } from "../geometry/units.ts";

/** Each zone's id in the top-left corner of its first cell. */
export const LabelLayer = memo(function LabelLayer({ board }: { board: Board }) {
  return (
    // biome-ignore lint/a11y/noAriaHiddenOnFocusable: an SVG <g> is not focusable; this layer is drawing only.
    <g className="labels" aria-hidden="true">
      {board.zones.map((z) => {
        const c = z.cells[0] as number;
        const x = (c % board.width) * CELL + 3;
        const y = Math.floor(c / board.width) * CELL + 10;
        return (
          <text
            key={z.id}
            x={x}
            y={y}
            className={`zone-label zone-label-${z.kind}${z.flags.includes("dark") ? " zone-label-dark" : ""}`}
          >
            {z.id}
          </text>
        );
      })}
    </g>
  );
});
