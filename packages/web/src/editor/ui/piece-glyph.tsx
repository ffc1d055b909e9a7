import type { MapToken } from "@horda/content";
import type { BoardToken } from "@horda/zombicide";
import { TokenGlyph } from "../../board/layers/TokenGlyph.tsx";

/** A map token as the board renderer's token type, so the editor draws pieces with the board's glyphs. */
export function asBoardToken(token: MapToken, index = 0): BoardToken {
  const { kind, x, y, id, ...props } = token;
  return {
    index,
    id: id ?? `${kind}-${index + 1}`,
    kind,
    zone: -1,
    x,
    y,
    props: props as BoardToken["props"],
  };
}

/** One token glyph centred on (x, y); zombies are a labelled disc with their count. */
export function PieceGlyph({ token, x, y, size }: { token: MapToken; x: number; y: number; size: number }) {
  if (token.kind === "zombies")
    return (
      <g className="ed-zombies">
        <circle cx={x} cy={y} r={size / 2} />
        <text x={x} y={y + size * 0.15} textAnchor="middle" fontSize={size * 0.45}>
          {`${token.count}${token.zombie.slice(0, 1).toUpperCase()}`}
        </text>
      </g>
    );
  return <TokenGlyph token={asBoardToken(token)} x={x} y={y} size={size} />;
}
