interface Props {
  readonly type: string;
  readonly count: number;
  readonly x: number;
  readonly y: number;
  readonly size: number;
  readonly label?: string | undefined;
}

function shape(type: string, x: number, y: number, h: number): string {
  switch (type) {
    case "walker":
      return `M${x - h} ${y}A${h} ${h} 0 1 0 ${x + h} ${y}A${h} ${h} 0 1 0 ${x - h} ${y}Z`;
    case "runner":
      return `M${x} ${y - h}L${x + h} ${y + h * 0.8}L${x - h} ${y + h * 0.8}Z`;
    case "brute":
      return `M${x - h * 0.9} ${y - h * 0.9}H${x + h * 0.9}V${y + h * 0.9}H${x - h * 0.9}Z`;
    case "abomination": {
      // An eight-pointed star: the one zombie that must stand out.
      let d = "";
      for (let i = 0; i < 16; i++) {
        const r = i % 2 === 0 ? h * 1.1 : h * 0.62;
        const a = (Math.PI * i) / 8 - Math.PI / 2;
        d += `${i === 0 ? "M" : "L"}${(x + r * Math.cos(a)).toFixed(1)} ${(y + r * Math.sin(a)).toFixed(1)}`;
      }
      return `${d}Z`;
    }
    default:
      return `M${x} ${y - h}L${x + h} ${y}L${x} ${y + h}L${x - h} ${y}Z`;
  }
}

/** A zombie group: one shape per type (circle Walker, triangle Runner, square Brute, star Abomination). */
export function ZombieGlyph({ type, count, x, y, size, label }: Props) {
  const h = size / 2;
  return (
    <g className={`zombie zombie-${type}`}>
      <path d={shape(type, x, y, h * 0.92)} />
      {count > 1 && (
        <text x={x} y={y + (type === "runner" ? h * 0.42 : h * 0.3)} textAnchor="middle" fontSize={h * 0.85}>
          {count}
        </text>
      )}
      {label && (
        <text className="piece-name" x={x} y={y + h + 9} textAnchor="middle">
          {label}
        </text>
      )}
    </g>
  );
}
