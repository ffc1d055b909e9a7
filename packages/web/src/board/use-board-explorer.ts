import { type Board, buildTables } from "@horda/zombicide";
import { useCallback, useMemo, useState } from "react";

/**
 * Local state for looking at a board: which doors are open (starting from the map's), the zone under the
 * pointer or focus, a zone pinned by click, the sight and move tables for those doors, and the zones the
 * shown zone sees (with range) to highlight.
 */
export function useBoardExplorer(board: Board) {
  const [openDoors, setOpenDoors] = useState<ReadonlySet<number>>(
    () => new Set(board.doors.filter((d) => d.initiallyOpen).map((d) => d.index)),
  );
  const [hovered, setHovered] = useState<number | null>(null);
  const [pinned, setPinned] = useState<number | null>(null);
  const tables = useMemo(() => buildTables(board, openDoors), [board, openDoors]);
  const shown = hovered ?? pinned;
  const highlight = useMemo(() => {
    const out = new Map<number, number>();
    if (shown === null) return out;
    for (let b = 0; b < tables.n; b++) {
      const r = tables.sight[shown * tables.n + b] as number;
      if (r >= 0) out.set(b, r);
    }
    return out;
  }, [tables, shown]);
  const toggleDoor = useCallback((door: number) => {
    setOpenDoors((prev) => {
      const next = new Set(prev);
      if (next.has(door)) next.delete(door);
      else next.add(door);
      return next;
    });
  }, []);
  return { openDoors, toggleDoor, tables, shown, highlight, setHovered, setPinned };
}
