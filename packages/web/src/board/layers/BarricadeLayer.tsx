import type { Board } from "@horda/zombicide";
import { memo } from "react";
import { CELL } from "../geometry/units.ts";

/** A barricade place and what stands on it (Toxic City Mall), as the table reads the barricades module's slice. */
export interface BarricadeMark {
  /** The board edge (`P3`, `D2`). */
  readonly edge: string;
  readonly complete: number;
  readonly incomplete: number;
  /** Complete barricades the place needs to block. */
  readonly needs: number;
}

/**
 * Barricade places along their edges: a faint dotted line for an empty place, a dashed one while barricades are
 * incomplete or too few, a heavy line once the place blocks movement. The line's title says the counts.
 */
export const BarricadeLayer = memo(function BarricadeLayer({
  board,
  marks,
  title,
}: {
  board: Board;
  marks: readonly BarricadeMark[];
  title: (m: BarricadeMark) => string;
}) {
  if (marks.length === 0) return null;
  return (
    <g className="barricades" data-testid="barricades">
      {marks.map((m) => {
        const edge = board.edges[board.edgeIndex[m.edge] ?? -1];
        if (!edge) return null;
        const d = edge.sides
          .map((s) =>
            s.side === "E"
              ? `M${(s.x + 1) * CELL} ${s.y * CELL}V${(s.y + 1) * CELL}`
              : `M${s.x * CELL} ${(s.y + 1) * CELL}H${(s.x + 1) * CELL}`,
          )
          .join("");
        const state =
          m.complete >= m.needs ? "blocked" : m.complete + m.incomplete > 0 ? "building" : "place";
        return (
          <path
            key={m.edge}
            className={`barricade barricade-${state}`}
            data-barricade={m.edge}
            data-state={state}
            data-zones={edge.zones.map((z) => board.zones[z]?.id ?? "").join(" ")}
            d={d}
          >
            <title>{title(m)}</title>
          </path>
        );
      })}
    </g>
  );
});
