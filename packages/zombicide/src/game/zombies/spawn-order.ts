import type { Board, BoardToken } from "../../board/types.ts";

/**
 * The order of the Spawn Step (§7): Spawn Start first, then clockwise. "Clockwise" is read from the map as
 * drawn (north up): each spawn token's angle around the centre of the board, growing clockwise from the
 * Spawn Start token (from due north when the map has none). Tokens at the same angle go nearer first. A
 * mission may list the token ids instead; tokens it leaves out follow in clockwise order.
 */
export function spawnOrder(
  board: Board,
  explicit: readonly string[] = [],
): BoardToken[] | { unknown: string } {
  const spawns = board.tokens.filter((t) => t.kind === "spawn");
  const listed: BoardToken[] = [];
  for (const id of explicit) {
    const t = spawns.find((s) => s.id === id);
    if (!t) return { unknown: id };
    if (!listed.includes(t)) listed.push(t);
  }
  const cx = board.width / 2;
  const cy = board.height / 2;
  const angle = (t: BoardToken) => Math.atan2(t.y + 0.5 - cy, t.x + 0.5 - cx);
  const start = spawns.find((t) => t.props.spawn === "start");
  const a0 = start ? angle(start) : -Math.PI / 2;
  const turn = (t: BoardToken) => {
    if (t === start) return -1;
    const d = angle(t) - a0;
    return ((d % (2 * Math.PI)) + 2 * Math.PI) % (2 * Math.PI);
  };
  const dist = (t: BoardToken) => Math.hypot(t.x + 0.5 - cx, t.y + 0.5 - cy);
  const rest = spawns
    .filter((t) => !listed.includes(t))
    .sort((p, q) => turn(p) - turn(q) || dist(p) - dist(q) || p.index - q.index);
  return [...listed, ...rest];
}
