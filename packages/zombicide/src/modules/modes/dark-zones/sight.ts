import type { BoardHookSet } from "../../../board/passage.ts";
import type { Board } from "../../../board/types.ts";

export const DARK_ZONES_RULE = "core-2e §3 Dark Zones mode (optional, p.33)";

export const isDark = (board: Board, zone: number): boolean =>
  (board.zones[zone] as Board["zones"][number]).flags.includes("dark");

/**
 * The Dark Zones mode's board hooks: no Actor traces a line of sight into a Dark Zone except at Range 0-1 (the
 * `sight` hook). Survivors and zombies share the sight tables (no actor class), so zombies choosing where to go
 * see the same.
 */
export const darkZonesBoardHooks: BoardHookSet = {
  id: "dark-zones",
  sight: ({ board, to, range }) => (range > 1 && isDark(board, to) ? false : undefined),
};
