import type { Board } from "@horda/zombicide";
import { memo } from "react";
import { useTranslation } from "react-i18next";
import { CELL } from "../geometry/units.ts";

/**
 * Faint tile borders and each tile's id in its corner; unverified tiles get an orange mark, stand-in layouts
 * (drawn by Horda, the printed one not public) a dashed border and the word "stand-in" after the id.
 */
export const TileLayer = memo(function TileLayer({ board }: { board: Board }) {
  const { t } = useTranslation();
  return (
    // biome-ignore lint/a11y/noAriaHiddenOnFocusable: an SVG <g> is not focusable; this layer is drawing only.
    <g className="tiles" aria-hidden="true">
      {board.tiles.map((tile, i) => {
        const x = tile.x * CELL;
        const y = tile.y * CELL;
        const w = tile.width * CELL;
        const h = tile.height * CELL;
        const id = tile.tile.split("/")[1] ?? tile.tile;
        const name = tile.standIn ? `${id} · ${t("legend.standIn")}` : id;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: tiles have no id of their own; their order is fixed.
          <g key={i}>
            <rect className="tile-border" x={x} y={y} width={w} height={h} />
            {tile.standIn && (
              <rect className="tile-standin" x={x + 3} y={y + 3} width={w - 6} height={h - 6}>
                <title>{t("legend.standInHelp")}</title>
              </rect>
            )}
            <text className="tile-name" x={x + w - 6} y={y + h - 6} textAnchor="end">
              {name}
            </text>
            {tile.status === "unverified" && (
              <circle className="tile-unverified" cx={x + w - 8 - name.length * 8} cy={y + h - 10} r={4} />
            )}
          </g>
        );
      })}
    </g>
  );
});
