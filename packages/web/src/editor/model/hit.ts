import { distanceToDoor, inRect, type TileLookup, tileRect } from "./geometry.ts";
import type { EditorDoc } from "./records.ts";

const DOOR_REACH = 0.3;

/** The record under a point (cell units): a door near its side first, then a token on the cell, then a tile. */
export function hitTest(doc: EditorDoc, tiles: TileLookup, px: number, py: number): string | null {
  const records = Object.values(doc.records);
  let door: string | null = null;
  let best = DOOR_REACH;
  for (const r of records) {
    if (r.type !== "door") continue;
    const d = distanceToDoor(r, px, py);
    if (d <= best) {
      best = d;
      door = r.id;
    }
  }
  if (door) return door;
  const cx = Math.floor(px);
  const cy = Math.floor(py);
  for (let i = records.length - 1; i >= 0; i--) {
    const r = records[i];
    if (r?.type === "token" && r.token.x === cx && r.token.y === cy) return r.id;
  }
  for (let i = records.length - 1; i >= 0; i--) {
    const r = records[i];
    if (r?.type === "tile" && inRect(tileRect(r, tiles), cx, cy)) return r.id;
  }
  return null;
}
