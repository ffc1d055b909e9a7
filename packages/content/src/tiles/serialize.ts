import type { TileFace } from "./types.ts";

/** Writes a tile face back in the text format; `parseTileText(serializeTile(f))` gives `f` again. */
export function serializeTile(face: TileFace, comment?: string): string {
  const out: string[] = [];
  if (comment) for (const line of comment.split("\n")) out.push(`# ${line}`);
  out.push(`tile: ${face.id}`);
  if (face.name) out.push(`name: ${face.name}`);
  out.push(`status: ${face.status}`);
  if (face.source) out.push(`source: ${face.source}`);
  if (face.standIn) out.push("standin: true");
  if (face.replaces) out.push(`replaces: ${face.replaces}`);
  out.push(`size: ${face.width}x${face.height}`);
  out.push("grid:");
  for (const row of face.grid) out.push(`  ${row}`);
  const flagged = Object.entries(face.zoneFlags).filter(([, flags]) => flags.length > 0);
  if (flagged.length > 0) {
    out.push("zones:");
    for (const [letter, flags] of flagged) out.push(`  ${letter}: ${flags.join(" ")}`);
  }
  if (face.pairEdges.length + face.edges.length > 0) {
    out.push("edges:");
    for (const e of face.pairEdges) out.push(`  ${e.zones[0]}|${e.zones[1]} ${e.kind}`);
    for (const e of face.edges)
      out.push(`  ${e.x},${e.y} ${e.side} ${e.kind}${e.colour ? ` ${e.colour}` : ""}`);
  }
  if (face.border.length > 0) {
    out.push("border:");
    for (const b of face.border)
      out.push(`  ${b.side} ${b.from === b.to ? b.from : `${b.from}-${b.to}`} ${b.kind}`);
  }
  if (face.spots.length > 0) {
    out.push("spots:");
    for (const s of face.spots) out.push(`  ${s.kind} ${s.x},${s.y}`);
  }
  return `${out.join("\n")}\n`;
}
