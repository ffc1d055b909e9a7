import { useTranslation } from "react-i18next";
import { discRadius, nameBelow } from "../geometry/survivor-labels.ts";
import type { Point } from "../geometry/units.ts";

interface Props {
  readonly name: string;
  readonly colour: string;
  readonly x: number;
  readonly y: number;
  readonly size: number;
  /** A Companion: a smaller disc with a dashed ring. */
  readonly companion?: boolean;
  /** KOed: the figure lies down (a flat oval) with the round by which it must be taken. */
  readonly knockedOutUntil?: number | undefined;
  /** Where the name goes (its baseline centre), placed clear of other names; under the figure when absent. */
  readonly label?: Point | undefined;
}

/** A survivor: a disc in the player's colour with initials, and the name underneath. */
export function SurvivorGlyph({
  name,
  colour,
  x,
  y,
  size,
  companion = false,
  knockedOutUntil,
  label,
}: Props) {
  const { t } = useTranslation();
  const h = size / 2;
  const below = nameBelow({ x, y }, size);
  const initials = name
    .split(/[\s-]+/)
    .map((w) => w[0] ?? "")
    .join("")
    .slice(0, 2)
    .toUpperCase();
  if (knockedOutUntil !== undefined)
    return (
      <g className="survivor knocked-out" data-knocked-out={knockedOutUntil}>
        <ellipse cx={x} cy={y + h * 0.3} rx={h * 1.05} ry={h * 0.45} style={{ fill: colour }} />
        <text x={x} y={y + h * 0.45} textAnchor="middle" fontSize={h * 0.5}>
          {initials}
        </text>
        <text className="piece-name knocked-out-label" x={x} y={y - h * 0.35} textAnchor="middle">
          {t("survivor.knockedOutShort", { round: knockedOutUntil })}
        </text>
        <text className="piece-name" x={below.x} y={below.y} textAnchor="middle">
          {name}
        </text>
      </g>
    );
  return (
    <g className={companion ? "survivor companion" : "survivor"}>
      <circle cx={x} cy={y} r={discRadius(size, companion)} style={{ fill: colour }} />
      <text x={x} y={y + h * 0.3} textAnchor="middle" fontSize={h * (companion ? 0.6 : 0.8)}>
        {initials}
      </text>
      <text className="piece-name" x={(label ?? below).x} y={(label ?? below).y} textAnchor="middle">
        {name}
      </text>
    </g>
  );
}
