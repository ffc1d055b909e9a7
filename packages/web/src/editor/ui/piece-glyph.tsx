import type { MapToken } from "@horda/content";
import type { BoardToken } from "@horda/zombicide";
import { TokenGlyph } from "../../board/layers/TokenGlyph.tsx";
import { hasCrate } from "../model/ops.ts";

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

/** A lone Companion waiting to be rallied: a figure in a dashed ring, with its card's initial (or "?"). */
function CompanionGlyph({ card, x, y, size }: { card?: string; x: number; y: number; size: number }) {
  const h = size / 2;
  return (
    <g className={`ed-companion${card ? "" : " ed-companion-drawn"}`}>
      <circle className="ed-companion-ring" cx={x} cy={y} r={h} />
      <circle className="ed-companion-head" cx={x} cy={y - h * 0.3} r={h * 0.22} />
      <path
        className="ed-companion-body"
        d={`M${x - h * 0.45} ${y + h * 0.45}Q${x} ${y - h * 0.25} ${x + h * 0.45} ${y + h * 0.45}Z`}
      />
      <text x={x + h * 0.62} y={y - h * 0.45} textAnchor="middle" fontSize={size * 0.3}>
        {card ? card.slice(0, 1).toUpperCase() : "?"}
      </text>
    </g>
  );
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
  if (token.kind === "companion") return <CompanionGlyph card={token.card} x={x} y={y} size={size} />;
  const glyph = <TokenGlyph token={asBoardToken(token)} x={x} y={y} size={size} />;
  if (token.kind !== "car" || !hasCrate(token)) return glyph;
  // The car's Epic crate: a small crate on its roof.
  const c = size * 0.3;
  const cx = x + size * 0.25;
  const cy = y - size * 0.38;
  return (
    <g className="ed-car-with-crate">
      {glyph}
      <g className="ed-car-crate">
        <rect className="ed-car-crate-box" x={cx - c / 2} y={cy - c / 2} width={c} height={c} />
        <path
          className="ed-car-crate-x"
          d={`M${cx - c / 2} ${cy - c / 2}L${cx + c / 2} ${cy + c / 2}M${cx + c / 2} ${cy - c / 2}L${cx - c / 2} ${cy + c / 2}`}
        />
      </g>
    </g>
  );
}
