interface Props {
  /** The token's `name` in the map file (`{ kind: "token", name }`). */
  readonly name: string;
  readonly x: number;
  readonly y: number;
  readonly size: number;
}

/**
 * The drawing of a module token (the map format's named tokens: barricades, rubble, vault doors, dragon
 * bile...), centred on (x, y): our own schematic shapes, one per name; unknown names get a disc with the
 * name's first letter.
 */
export function ModuleTokenGlyph({ name, x, y, size }: Props) {
  const h = size / 2;
  const cls = `tk-module tk-${name}`;
  switch (name) {
    case "barricade-incomplete":
    case "barricade-complete": {
      const complete = name === "barricade-complete";
      return (
        <g className={cls}>
          <rect x={x - h} y={y - h * 0.45} width={size} height={size * 0.45} rx={2} />
          <path
            className="tk-module-mark"
            d={
              complete
                ? `M${x - h} ${y - h * 0.45}L${x + h} ${y}M${x - h} ${y}L${x + h} ${y - h * 0.45}`
                : `M${x - h} ${y - h * 0.45}L${x} ${y}`
            }
          />
          <rect x={x - h} y={y + h * 0.1} width={size} height={size * 0.3} rx={2} />
        </g>
      );
    }
    case "rubble":
      return (
        <g className={cls}>
          <path
            d={`M${x - h} ${y + h * 0.7}L${x - h * 0.6} ${y - h * 0.2}L${x - h * 0.1} ${y + h * 0.1}L${x + h * 0.3} ${y - h * 0.7}L${x + h} ${y + h * 0.7}Z`}
          />
        </g>
      );
    case "vault-door-closed":
    case "vault-door-open":
      return (
        <g className={cls}>
          <path
            d={`M${x - h * 0.7} ${y + h}V${y - h * 0.2}A${h * 0.7} ${h * 0.7} 0 0 1 ${x + h * 0.7} ${y - h * 0.2}V${y + h}Z`}
          />
          {name === "vault-door-open" && (
            <path
              className="tk-module-mark"
              d={`M${x - h * 0.35} ${y + h}V${y - h * 0.1}H${x + h * 0.35}V${y + h}`}
            />
          )}
        </g>
      );
    case "dragon-bile":
    case "dragon-fire":
      return (
        <g className={cls}>
          <path
            d={
              name === "dragon-fire"
                ? `M${x} ${y - h}C${x + h} ${y - h * 0.2} ${x + h * 0.8} ${y + h} ${x} ${y + h}C${x - h * 0.8} ${y + h} ${x - h} ${y - h * 0.2} ${x} ${y - h}Z`
                : `M${x} ${y - h * 0.9}Q${x + h * 0.9} ${y + h * 0.1} ${x} ${y + h * 0.9}Q${x - h * 0.9} ${y + h * 0.1} ${x} ${y - h * 0.9}Z`
            }
          />
        </g>
      );
    case "vault-artefact":
      // A cut gem: the Vault's treasure.
      return (
        <g className={cls}>
          <path
            d={`M${x - h * 0.8} ${y - h * 0.25}L${x - h * 0.4} ${y - h * 0.7}H${x + h * 0.4}L${x + h * 0.8} ${y - h * 0.25}L${x} ${y + h * 0.8}Z`}
          />
          <path className="tk-module-mark" d={`M${x - h * 0.8} ${y - h * 0.25}H${x + h * 0.8}`} />
        </g>
      );
    case "broken-wall":
      return (
        <g className={cls}>
          <path
            d={`M${x - h} ${y - h * 0.25}H${x - h * 0.2}L${x} ${y}L${x - h * 0.2} ${y + h * 0.25}H${x - h}Z`}
          />
          <path
            d={`M${x + h} ${y - h * 0.25}H${x + h * 0.3}L${x + h * 0.1} ${y}L${x + h * 0.3} ${y + h * 0.25}H${x + h}Z`}
          />
        </g>
      );
    case "improvised-gate":
      return (
        <g className={cls}>
          <rect x={x - h} y={y - h * 0.5} width={size} height={size * 0.5} />
          <path
            className="tk-module-mark"
            d={`M${x - h * 0.5} ${y - h * 0.5}V${y}M${x} ${y - h * 0.5}V${y}M${x + h * 0.5} ${y - h * 0.5}V${y}`}
          />
        </g>
      );
    case "rotten":
      return (
        <g className={cls}>
          <circle cx={x} cy={y} r={h * 0.85} />
          <path
            className="tk-module-mark"
            d={`M${x - h * 0.5} ${y + h * 0.2}q${h * 0.25} ${-h * 0.5} ${h * 0.5} 0t${h * 0.5} 0M${x - h * 0.5} ${y - h * 0.25}q${h * 0.25} ${-h * 0.5} ${h * 0.5} 0t${h * 0.5} 0`}
          />
        </g>
      );
    case "surprise-spawn":
    case "necromancer-spawn":
      return (
        <g className={cls}>
          <rect x={x - h} y={y - h} width={size} height={size} rx={size * 0.18} />
          <text x={x} y={y + h * 0.35} textAnchor="middle" fontSize={size * 0.55}>
            {name === "surprise-spawn" ? "!" : "N"}
          </text>
        </g>
      );
    default:
      return (
        <g className={`tk-other ${cls}`}>
          <circle cx={x} cy={y} r={h * 0.8} />
          <text x={x} y={y + h * 0.3} textAnchor="middle" fontSize={size * 0.45}>
            {name.slice(0, 1).toUpperCase()}
          </text>
        </g>
      );
  }
}
