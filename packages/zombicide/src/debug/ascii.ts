import { type Board, Boundary } from "../board/types.ts";

/**
 * Draws a board as text: each cell as two characters (zone number mod 100), walls as "|" and "-",
 * doors as "D" (closed) or "d" (open), crosswalk lines as ":" and "·". For debugging and test failures.
 */
export function boardToAscii(board: Board, openDoors: ReadonlySet<number> = new Set()): string {
  const { width, height } = board;
  const lines: string[] = [];
  for (let y = 0; y < height; y++) {
    let row = "";
    let under = "";
    for (let x = 0; x < width; x++) {
      const c = y * width + x;
      const z = board.zoneOf[c] as number;
      row +=
        z < 0
          ? "  "
          : String(z + 1)
              .padStart(2, z >= 0 && board.zones[z]?.kind === "building" ? "#" : " ")
              .slice(-2);
      row += mark(board.east[c] as number, board.eastDoor[c] as number, openDoors, "|", ":");
      const s = mark(board.south[c] as number, board.southDoor[c] as number, openDoors, "-", "·");
      under += s.repeat(2) + " ";
    }
    lines.push(row, under);
  }
  return lines.join("\n");
}

function mark(code: number, door: number, open: ReadonlySet<number>, wall: string, line: string): string {
  switch (code) {
    case Boundary.INSIDE:
    case Boundary.EDGE:
      return " ";
    case Boundary.LINE:
      return line;
    case Boundary.OPEN:
      return "_";
    case Boundary.DOOR:
      return open.has(door) ? "d" : "D";
    default:
      return wall;
  }
}
