import type { BoardHooks } from "../../../board/passage.ts";
import type { Board } from "../../../board/types.ts";

export const DARK_ZONES_RULE = "core-2e §3 Dark Zones mode (optional, p.33)";

export const isDark = (board: Board, zone: number): boolean =>
  (board.zones[zone] as Board["zones"][number]).flags.includes("dark");

/**
 * The board's `sightFilter` for the Dark Zones mode: no Actor traces a line of sight into a Dark Zone except at
 * Range 0-1. Survivors and zombies share the sight tables, so zombies choosing where to go see the same.
 */
export const darkZonesSight: NonNullable<BoardHooks["sightFilter"]> = (board, _from, to, range) =>
  range <= 1 || !isDark(board, to);
