import type { Board } from "../board/types.ts";

/**
 * Resolves a zone reference: a zone id ("Z12"), a cell ("3,4"), a tile label ("1R:A", "board:a") or, on an
 * inline board, the bare letter ("a"). Returns the zone index or a message saying why not.
 */
export function resolveZone(board: Board, ref: string): number | string {
  if (ref in board.zoneIndex) return board.zoneIndex[ref] as number;
  const cell = /^(\d+),(\d+)$/.exec(ref);
  if (cell) {
    const x = Number(cell[1]);
    const y = Number(cell[2]);
    const z = x < board.width && y < board.height ? (board.zoneOf[y * board.width + x] as number) : -1;
    return z >= 0 ? z : `cell ${ref} is not on the board`;
  }
  const label = ref.includes(":") ? ref : `board:${ref}`;
  const matches = board.zones.filter((z) => z.label === label);
  if (matches.length === 1) return (matches[0] as Board["zones"][number]).index;
  if (matches.length > 1)
    return `"${ref}" names ${matches.length} zones (${matches.map((z) => z.id).join(", ")}); use a zone id or a cell`;
  return `no zone "${ref}"`;
}

/** A zone's name for messages: the letter on inline boards, else the id with its label. */
export function zoneName(board: Board, z: number): string {
  const zone = board.zones[z];
  if (!zone) return `#${z}`;
  return zone.label.startsWith("board:") ? zone.label.slice(6) : `${zone.id} (${zone.label})`;
}

/** Resolves a door reference: a door id ("D3") or a cell side ("3,4 E"). */
export function resolveDoor(board: Board, ref: string): number | string {
  const byId = board.doors.find((d) => d.id === ref);
  if (byId) return byId.index;
  const m = /^(\d+),(\d+)\s+([NESW])$/.exec(ref.trim());
  if (!m) return `no door "${ref}" (use a door id like D1 or a cell side like "3,4 E")`;
  let x = Number(m[1]);
  let y = Number(m[2]);
  let side = m[3] as string;
  if (side === "W") [x, side] = [x - 1, "E"];
  if (side === "N") [y, side] = [y - 1, "S"];
  const door = board.doors.find((d) => d.x === x && d.y === y && d.side === side);
  return door ? door.index : `no door at ${ref}`;
}
