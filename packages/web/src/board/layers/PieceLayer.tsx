import type { Board } from "@horda/zombicide";
import { memo } from "react";
import { useTranslation } from "react-i18next";
import { describeSurvivor, describeZombies } from "../describe.ts";
import type { PlacedPiece } from "../geometry/piece-layout.ts";
import { SurvivorGlyph } from "./SurvivorGlyph.tsx";
import { ZombieGlyph } from "./ZombieGlyph.tsx";

interface Props {
  readonly board: Board;
  readonly placed: readonly PlacedPiece[];
}

/** Survivors and zombie groups, each a focusable image with its name. */
export const PieceLayer = memo(function PieceLayer({ board, placed }: Props) {
  const { t } = useTranslation();
  return (
    <g className="pieces">
      {placed.map((p) => {
        const zone = board.zones[p.piece.zone];
        if (!zone) return null;
        const { x, y } = p.slot.centre;
        if (p.kind === "survivor") {
          return (
            // biome-ignore lint/a11y/noInteractiveElementToNoninteractiveRole: a figure reached by Tab so its name is read.
            <g
              key={`s-${p.piece.id}`}
              className="piece"
              data-zone={zone.index}
              role="img"
              tabIndex={0}
              aria-label={describeSurvivor(t, p.piece, zone)}
            >
              <SurvivorGlyph name={p.piece.name} colour={p.piece.colour} x={x} y={y} size={p.slot.size} />
            </g>
          );
        }
        const g = p.piece;
        const what = describeZombies(t, g);
        const named = g.name ?? (g.type === "abomination" ? t("zombieName.abomination") : undefined);
        return (
          // biome-ignore lint/a11y/noInteractiveElementToNoninteractiveRole: a figure reached by Tab so its name is read.
          <g
            key={`z-${g.zone}-${g.type}-${g.name ?? ""}`}
            className="piece"
            data-zone={zone.index}
            role="img"
            tabIndex={0}
            aria-label={t("zombie.group", { what, zone: zone.id })}
          >
            <ZombieGlyph type={g.type} count={g.count} x={x} y={y} size={p.slot.size} label={named} />
          </g>
        );
      })}
    </g>
  );
});
