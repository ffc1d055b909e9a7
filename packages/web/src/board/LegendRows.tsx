import type { ReactNode } from "react";

/** A legend line: its key, the drawing (SVG within a 40×26 swatch) and what it means. */
export type LegendRow = readonly [key: string, drawing: ReactNode, label: string];

/** The legend's lines, each drawing in its swatch beside its meaning (the board legend and the table's). */
export function LegendRows({ rows }: { readonly rows: readonly LegendRow[] }) {
  return (
    <ul>
      {rows.map(([key, drawing, label]) => (
        <li key={key}>
          <svg className="legend-swatch" viewBox="0 0 40 26" aria-hidden="true">
            {drawing}
          </svg>
          {label}
        </li>
      ))}
    </ul>
  );
}
