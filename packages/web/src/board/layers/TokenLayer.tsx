import type { Board, BoardToken } from "@horda/zombicide";
import { memo } from "react";
import { useTranslation } from "react-i18next";
import { describeToken } from "../describe.ts";
import { CELL } from "../geometry/units.ts";
import { TokenGlyph } from "./TokenGlyph.tsx";

/** Offsets for several tokens sharing one cell. */
const SHARE = [
  [0, 0],
  [0.22, 0.22],
  [-0.22, 0.22],
  [0.22, -0.22],
] as const;

/** The map's tokens (spawns, objectives, crates, cars, exit, noise, starting zone), each at its cell. */
export const TokenLayer = memo(function TokenLayer({ board }: { board: Board }) {
  const { t } = useTranslation();
  const perCell = new Map<number, number>();
  const shown: { token: BoardToken; x: number; y: number; size: number }[] = [];
  for (const token of board.tokens) {
    if (token.kind === "zombies") continue;
    const cell = token.y * board.width + token.x;
    const n = perCell.get(cell) ?? 0;
    perCell.set(cell, n + 1);
    const [ox, oy] = SHARE[n % SHARE.length] as readonly [number, number];
    const size = CELL * (n === 0 ? 0.72 : 0.5);
    shown.push({ token, x: (token.x + 0.5 + ox) * CELL, y: (token.y + 0.5 + oy) * CELL, size });
  }
  return (
    <g className="tokens">
      {shown.map(({ token, x, y, size }) => {
        const zone = board.zones[token.zone];
        return (
          // biome-ignore lint/a11y/noInteractiveElementToNoninteractiveRole: a figure reached by Tab so its name is read.
          <g
            key={token.id}
            className="token"
            data-zone={token.zone}
            role="img"
            tabIndex={0}
            aria-label={t("token.inZone", { what: describeToken(t, token), zone: zone?.id })}
          >
            <TokenGlyph token={token} x={x} y={y} size={size} />
          </g>
        );
      })}
    </g>
  );
});
