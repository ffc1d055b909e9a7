import type { MissionFile } from "@horda/content";
import { moveNeighbours } from "../../../../board/tables.ts";
import type { Board } from "../../../../board/types.ts";
import type { ZombicideState } from "../../../../game/types.ts";
import { slice } from "../../../../kernel/slices.ts";
import { resolveDoor } from "../../../../scenario/zone-ref.ts";

export const MALL_DOORS = "mall-doors";

export interface MallDoors {
  /** The mission's double doors (door ids). */
  readonly double: readonly string[];
  /** Shops (building indexes) that open onto a closed mall's halls: they spawn when a double door opens. */
  readonly waiting: readonly number[];
}

export const mall = slice<MallDoors>(MALL_DOORS, { double: [], waiting: [] });

/**
 * The mall's double doors a mission marks (`settings["mall-doors"].double`: `{ x, y, side }` cell sides, as a door
 * token), as door ids of the board. Read from the mission itself, so the barricades may read them too.
 */
export function doubleDoorsOf(mission: MissionFile | undefined, board: Board): string[] {
  const raw = (mission?.settings?.[MALL_DOORS] as { double?: unknown } | undefined)?.double;
  if (!Array.isArray(raw)) return [];
  const out: string[] = [];
  for (const d of raw as { x?: unknown; y?: unknown; side?: unknown }[]) {
    const i = resolveDoor(board, `${String(d.x)},${String(d.y)} ${String(d.side)}`);
    const door = typeof i === "number" ? board.doors[i] : undefined;
    if (door && !out.includes(door.id)) out.push(door.id);
  }
  return out;
}

export const isHall = (board: Board, z: number) =>
  board.zones[z]?.kind === "street" && (board.zones[z]?.flags.includes("mall") ?? false);

/**
 * The mall's halls behind `door` (its marble zones: street zones flagged `mall`, joined by open ways), and the shops
 * (buildings) that open onto them now (an open door or no door). `outside`: the halls meet a street out of the mall
 * through an open way, so the mall is open anyway.
 */
export function mallBehind(
  state: ZombicideState,
  board: Board,
  door: string,
): { readonly halls: readonly number[]; readonly shops: readonly number[]; readonly outside: boolean } {
  const d = board.doors.find((x) => x.id === door);
  const open = new Set(board.doors.filter((x) => state.openDoors.includes(x.id)).map((x) => x.index));
  const nb = moveNeighbours(board, open);
  const halls = (d?.zones ?? []).filter((z) => isHall(board, z));
  const seen = new Set(halls);
  let outside = false;
  const shops = new Set<number>();
  for (let i = 0; i < halls.length; i++) {
    for (const m of nb[halls[i] as number] ?? []) {
      const zone = board.zones[m];
      if (isHall(board, m)) {
        if (!seen.has(m)) {
          seen.add(m);
          halls.push(m);
        }
      } else if (zone?.building !== null && zone?.building !== undefined) shops.add(zone.building);
      else if (zone?.kind === "street") outside = true;
    }
  }
  return { halls, shops: [...shops].sort((a, b) => a - b), outside };
}
