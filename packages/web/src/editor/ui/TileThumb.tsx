import type { EdgeKind, TileFace } from "@horda/content";
import { memo } from "react";

/** What lies on the east or south side of a cell (null: the same zone, nothing drawn). */
function sideKind(face: TileFace, x: number, y: number, side: "E" | "S"): EdgeKind | null {
  const a = face.grid[y]?.[x];
  const b = side === "E" ? face.grid[y]?.[x + 1] : face.grid[y + 1]?.[x];
  if (a === undefined || b === undefined || a === "." || b === ".") return null;
  const edge = face.edges.find((e) => e.x === x && e.y === y && e.side === side);
  if (edge) return edge.kind;
  if (a === b) return null;
  const pair = face.pairEdges.find(
    (p) => (p.zones[0] === a && p.zones[1] === b) || (p.zones[0] === b && p.zones[1] === a),
  );
  if (pair) return pair.kind;
  const street = (c: string) => c >= "a" && c <= "z";
  return street(a) && street(b) ? "line" : "wall";
}

/**
 * A tile face as a small schematic picture drawn from its data alone (rooms, streets, walls, doors): no
 * publisher art. Rows of one kind are drawn as one rectangle, so a 10×10 face is a few dozen shapes.
 */
export const TileThumb = memo(function TileThumb({ face, size = 56 }: { face: TileFace; size?: number }) {
  const runs: { x: number; y: number; w: number; cls: string }[] = [];
  face.grid.forEach((row, y) => {
    let start = 0;
    const cls = (c: string) =>
      c === "."
        ? ""
        : `${c >= "A" && c <= "Z" ? "tt-room" : "tt-street"}${(face.zoneFlags[c] ?? []).includes("dark") ? " tt-dark" : ""}`;
    for (let x = 1; x <= row.length; x++) {
      if (x < row.length && cls(row[x] as string) === cls(row[start] as string)) continue;
      const c = cls(row[start] as string);
      if (c) runs.push({ x: start, y, w: x - start, cls: c });
      start = x;
    }
  });
  const lines: { d: string; cls: string }[] = [];
  for (let y = 0; y < face.height; y++)
    for (let x = 0; x < face.width; x++)
      for (const side of ["E", "S"] as const) {
        const k = sideKind(face, x, y, side);
        if (k === null || k === "open") continue;
        const d = side === "E" ? `M${x + 1} ${y}v1` : `M${x} ${y + 1}h1`;
        lines.push({ d, cls: k === "door" ? "tt-door" : k === "line" ? "tt-line" : "tt-wall" });
      }
  const byClass = (cls: string) =>
    lines
      .filter((l) => l.cls === cls)
      .map((l) => l.d)
      .join("");
  const scale = size / Math.max(face.width, face.height);
  return (
    <svg
      className="tt"
      width={face.width * scale}
      height={face.height * scale}
      viewBox={`0 0 ${face.width} ${face.height}`}
      aria-hidden="true"
      data-thumb={face.id}
    >
      {runs.map((r) => (
        <rect key={`${r.x},${r.y}`} x={r.x} y={r.y} width={r.w} height={1} className={r.cls} />
      ))}
      {(["tt-line", "tt-wall", "tt-door"] as const).map((cls) => {
        const d = byClass(cls);
        return d ? <path key={cls} d={d} className={cls} /> : null;
      })}
      {face.spots
        .filter((s) => s.kind === "objective" || s.kind === "spawn")
        .map((s) => (
          <circle
            key={`${s.kind}${s.x},${s.y}`}
            cx={s.x + 0.5}
            cy={s.y + 0.5}
            r={0.3}
            className={`tt-${s.kind}`}
          />
        ))}
    </svg>
  );
});
