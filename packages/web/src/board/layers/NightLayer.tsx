import type { Board } from "@horda/zombicide";
import { memo } from "react";
import { useTranslation } from "react-i18next";
import { CELL } from "../geometry/units.ts";

/** The night on the board: which zones are lit and the beams (zone indexes; `to` null: at a wall). */
export interface BoardNight {
  readonly lit: ReadonlySet<number>;
  readonly beams: readonly { readonly from: number; readonly to: number | null }[];
}

interface Props {
  readonly board: Board;
  readonly paths: readonly string[];
  readonly night: BoardNight;
}

/** The middle of a zone's cells, in board units. */
function centre(board: Board, zone: number): { x: number; y: number } {
  const cells = board.zones[zone]?.cells ?? [];
  let x = 0;
  let y = 0;
  for (const c of cells) {
    x += ((c % board.width) + 0.5) * CELL;
    y += (Math.floor(c / board.width) + 0.5) * CELL;
  }
  const n = Math.max(1, cells.length);
  return { x: x / n, y: y / n };
}

/**
 * Night (Fort Hendrix): every unlit zone under a dark veil, the lit zones glowing, and each Light Beam as a wide
 * yellow ray from its survivor's zone to the zone it lights (a small glow at the wall when it lights no other).
 */
export const NightLayer = memo(function NightLayer({ board, paths, night }: Props) {
  const { t } = useTranslation();
  return (
    <g className="night-layer" pointerEvents="none">
      {paths.map((d, z) => {
        const lit = night.lit.has(z);
        return (
          <path
            key={board.zones[z]?.id ?? z}
            d={d}
            className={lit ? "night-lit" : "night-dark"}
            data-night-zone={board.zones[z]?.id}
            data-lit={lit ? "yes" : "no"}
          />
        );
      })}
      {night.beams.map((b) => {
        const a = centre(board, b.from);
        const to = b.to === null ? null : centre(board, b.to);
        const from = board.zones[b.from]?.id ?? "";
        const toId = b.to === null ? "" : (board.zones[b.to]?.id ?? "");
        return (
          <g key={`${b.from}-${b.to}`} className="light-beam" data-beam-from={from} data-beam-to={toId}>
            <title>{toId ? t("board.beam", { from, to: toId }) : t("board.beamWall", { from })}</title>
            <circle cx={a.x} cy={a.y} r={CELL * 0.22} className="light-beam-source" />
            {to && (
              <>
                <line x1={a.x} y1={a.y} x2={to.x} y2={to.y} className="light-beam-ray" />
                <circle cx={to.x} cy={to.y} r={CELL * 0.12} className="light-beam-end" />
              </>
            )}
          </g>
        );
      })}
    </g>
  );
});
