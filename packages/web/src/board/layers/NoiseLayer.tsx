import type { Board } from "@horda/zombicide";
import { memo } from "react";
import { useTranslation } from "react-i18next";
import { CELL } from "../geometry/units.ts";

interface Props {
  readonly board: Board;
  /** Noise tokens by zone index (zones without tokens left out). */
  readonly noise: ReadonlyMap<number, number>;
}

/** The Noise tokens in play: a small count badge in the top-right corner of each noisy zone's first cell. */
export const NoiseLayer = memo(function NoiseLayer({ board, noise }: Props) {
  const { t } = useTranslation();
  return (
    <g className="noise-badges">
      {[...noise].map(([zone, count]) => {
        const z = board.zones[zone];
        if (!z || count <= 0) return null;
        const c = z.cells[0] as number;
        const x = ((c % board.width) + 1) * CELL - 10;
        const y = Math.floor(c / board.width) * CELL + 10;
        return (
          // biome-ignore lint/a11y/noInteractiveElementToNoninteractiveRole: a badge reached by Tab so its count is read.
          <g
            key={z.id}
            className="noise-badge"
            data-zone={zone}
            role="img"
            tabIndex={0}
            aria-label={t("board.noiseTokens", { count, zone: z.id })}
          >
            <circle cx={x} cy={y} r={8} />
            <text x={x} y={y} textAnchor="middle" dominantBaseline="central">
              {count}
            </text>
          </g>
        );
      })}
    </g>
  );
});
