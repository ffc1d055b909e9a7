interface Props {
  readonly name: string;
  readonly colour: string;
  readonly x: number;
  readonly y: number;
  readonly size: number;
  /** A Companion: a smaller disc with a dashed ring. */
  readonly companion?: boolean;
}

/** A survivor: a disc in the player's colour with initials, and the name underneath. */
export function SurvivorGlyph({ name, colour, x, y, size, companion = false }: Props) {
  const h = size / 2;
  const initials = name
    .split(/[\s-]+/)
    .map((w) => w[0] ?? "")
    .join("")
    .slice(0, 2)
    .toUpperCase();
  return (
    <g className={companion ? "survivor companion" : "survivor"}>
      <circle cx={x} cy={y} r={h * (companion ? 0.7 : 0.9)} style={{ fill: colour }} />
      <text x={x} y={y + h * 0.3} textAnchor="middle" fontSize={h * (companion ? 0.6 : 0.8)}>
        {initials}
      </text>
      <text className="piece-name" x={x} y={y + h + 9} textAnchor="middle">
        {name}
      </text>
    </g>
  );
}
