interface Props {
  readonly type: string;
  readonly count: number;
  readonly x: number;
  readonly y: number;
  readonly size: number;
  readonly label?: string | undefined;
  /** The standard type whose shape it takes (absent: `type`'s). */
  readonly shape?: string | undefined;
  /** `toxic`: a bright rim; `vip`: a small star. */
  readonly marks?: readonly string[] | undefined;
}

function shape(type: string, x: number, y: number, h: number): string {
  switch (type) {
    case "walker":
      return `M${x - h} ${y}A${h} ${h} 0 1 0 ${x + h} ${y}A${h} ${h} 0 1 0 ${x - h} ${y}Z`;
    case "runner":
      return `M${x} ${y - h}L${x + h} ${y + h * 0.8}L${x - h} ${y + h * 0.8}Z`;
    case "brute":
    case "fatty":
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

/** A five-pointed star of radius `r` at `x`, `y` (a VIP Walker's mark). */
function star(x: number, y: number, r: number): string {
  let d = "";
  for (let i = 0; i < 10; i++) {
    const k = i % 2 === 0 ? r : r * 0.45;
    const a = (Math.PI * i) / 5 - Math.PI / 2;
    d += `${i === 0 ? "M" : "L"}${(x + k * Math.cos(a)).toFixed(1)} ${(y + k * Math.sin(a)).toFixed(1)}`;
  }
  return `${d}Z`;
}

/** A zombie group: one shape per type (circle Walker, triangle Runner, square Brute or Fatty, star Abomination); a Toxic kind
 * has its standard kind's shape with a bright rim, a VIP Walker a small star. */
export function ZombieGlyph({ type, count, x, y, size, label, shape: look, marks }: Props) {
  const h = size / 2;
  const base = look ?? type;
  const toxic = marks?.includes("toxic") ? " zombie-toxic" : "";
  return (
    <g className={`zombie zombie-${base}${toxic}`} data-zombie-type={type}>
      <path d={shape(base, x, y, h * 0.92)} />
      {marks?.includes("vip") && (
        <path className="zombie-mark" d={star(x + h * 0.75, y - h * 0.75, h * 0.4)} />
      )}
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
