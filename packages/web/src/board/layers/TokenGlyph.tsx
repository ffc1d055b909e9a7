import type { BoardToken } from "@horda/zombicide";
import { useTranslation } from "react-i18next";
import { ModuleTokenGlyph } from "./ModuleTokenGlyph.tsx";

interface Props {
  readonly token: BoardToken;
  readonly x: number;
  readonly y: number;
  /** Size of the glyph's square, in drawing units. */
  readonly size: number;
}

/** The drawing of one map token, centred on (x, y). */
export function TokenGlyph({ token, x, y, size }: Props) {
  const { t } = useTranslation();
  const h = size / 2;
  const p = token.props;
  switch (token.kind) {
    case "spawn": {
      const inactive = p.active === false;
      return (
        <g className={`tk-spawn tk-spawn-${String(p.spawn)}${inactive ? " tk-inactive" : ""}`}>
          <rect x={x - h} y={y - h} width={size} height={size} rx={size * 0.18} />
          <path
            className="tk-spawn-mark"
            d={`M${x - h * 0.5} ${y + h * 0.35}L${x} ${y - h * 0.55}L${x + h * 0.5} ${y + h * 0.35}Z`}
          />
          {inactive && <path className="tk-strike" d={`M${x - h} ${y + h}L${x + h} ${y - h}`} />}
        </g>
      );
    }
    case "start":
      return (
        <g className="tk-start">
          <circle cx={x} cy={y} r={h} />
          <path
            className="tk-start-flag"
            d={`M${x - h * 0.35} ${y + h * 0.6}V${y - h * 0.6}L${x + h * 0.5} ${y - h * 0.3}L${x - h * 0.35} ${y}`}
          />
        </g>
      );
    case "exit":
      return (
        <g className="tk-exit">
          <rect x={x - h} y={y - h * 0.55} width={size} height={size * 0.55} rx={3} />
          <text x={x} y={y + h * 0.12} textAnchor="middle" fontSize={size * 0.24}>
            {t("token.exitShort")}
          </text>
        </g>
      );
    case "objective":
      return (
        <g className={`tk-objective tk-colour-${String(p.colour ?? "red")}`}>
          <rect x={x - h} y={y - h} width={size} height={size} rx={size * 0.12} />
          <path
            className="tk-objective-x"
            d={`M${x - h * 0.5} ${y - h * 0.5}L${x + h * 0.5} ${y + h * 0.5}M${x + h * 0.5} ${y - h * 0.5}L${x - h * 0.5} ${y + h * 0.5}`}
          />
        </g>
      );
    case "crate":
      return (
        <g className="tk-crate">
          <rect x={x - h} y={y - h * 0.7} width={size} height={size * 0.7} rx={2} />
          <path
            d={`M${x - h} ${y - h * 0.7}L${x + h} ${y + h * 0.7}M${x + h} ${y - h * 0.7}L${x - h} ${y + h * 0.7}`}
          />
        </g>
      );
    case "car": {
      // Wider than a token, so it reads as a car; the table writes who is in it underneath ("Josh +1").
      const w = size * 1.25;
      const seats = String(p.seats ?? "");
      return (
        <g className={`tk-car tk-car-${String(p.car)}`}>
          <rect x={x - w / 2} y={y - h * 0.6} width={w} height={h * 1.2} rx={size * 0.18} />
          <rect
            className="tk-car-glass"
            x={x - h * 0.35}
            y={y - h * 0.42}
            width={h * 0.7}
            height={h * 0.84}
          />
          {p.crate === true && (
            <rect
              className="tk-car-crate"
              x={x + h * 0.55}
              y={y - h * 0.3}
              width={h * 0.42}
              height={h * 0.6}
            />
          )}
          {seats && (
            <text className="tk-car-seats" x={x} y={y + h * 0.6 + 10} textAnchor="middle">
              {seats}
            </text>
          )}
        </g>
      );
    }
    case "noise":
      return (
        <g className="tk-noise">
          <circle cx={x} cy={y} r={h * 0.85} />
          <text x={x} y={y + h * 0.3} textAnchor="middle" fontSize={size * 0.45}>
            {Number(p.count ?? 1)}
          </text>
        </g>
      );
    case "token":
      return <ModuleTokenGlyph name={String(p.name ?? "")} x={x} y={y} size={size} />;
    default:
      return (
        <g className="tk-other">
          <circle cx={x} cy={y} r={h * 0.8} />
          <text x={x} y={y + h * 0.3} textAnchor="middle" fontSize={size * 0.45}>
            {String(p.name ?? token.kind)
              .slice(0, 1)
              .toUpperCase()}
          </text>
        </g>
      );
  }
}
