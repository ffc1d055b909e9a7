import type { MissionFile } from "@horda/content";
import type { Board } from "../../../../board/types.ts";
import { boardOf } from "../../../../game/board-of.ts";
import type { ZombicideState } from "../../../../game/types.ts";
import { slice } from "../../../../kernel/slices.ts";
import { doubleDoorsOf } from "../mall-doors/doors.ts";

export const BARRICADES = "barricades";

/** One marked place of the mission map: an edge between two zones, and the barricades it holds. */
export interface BarricadeSite {
  /** The board edge (`P3`, `D2`...). */
  readonly edge: string;
  /** Complete barricades that block it: 1 for a door or half a street Zone, 2 for a street Zone or a double door. */
  readonly needs: number;
  /** The barricade tokens on it, in the order they were started. */
  readonly tokens: readonly BarricadeToken[];
}

export interface BarricadeToken {
  readonly complete: boolean;
  /** The survivors who built it (each gains the 5 Adrenaline when it is completed). */
  readonly builders: readonly string[];
}

export interface BarricadesState {
  readonly sites: readonly BarricadeSite[];
}

export const barricadesSlice = slice<BarricadesState>(BARRICADES, { sites: [] });

/** Does the site stop movement now (as many complete barricades as it needs)? */
export function blocks(site: BarricadeSite): boolean {
  return site.tokens.filter((t) => t.complete).length >= site.needs;
}

/** The edges barricaded now, as the board hooks' cache key ("P3,D2"). */
export function blockedEdges(state: ZombicideState): readonly string[] {
  return barricadesSlice
    .read(state)
    .sites.filter(blocks)
    .map((s) => s.edge);
}

/**
 * The mission's marked places (`settings.barricades.sites`: `{ x, y, side, needs }`, a cell side as for a door)
 * as board edges. `needs` defaults to 1 on a door and 2 elsewhere (a mall double door, `settings["mall-doors"]`, too). Places on no edge are left out.
 */
export function sitesOfMission(mission: MissionFile | undefined, board: Board): BarricadeSite[] {
  const raw = (mission?.settings?.[BARRICADES] as { sites?: unknown } | undefined)?.sites;
  if (!Array.isArray(raw)) return [];
  const out: BarricadeSite[] = [];
  const double = doubleDoorsOf(mission, board);
  for (const r of raw as { x?: unknown; y?: unknown; side?: unknown; needs?: unknown }[]) {
    if (typeof r.x !== "number" || typeof r.y !== "number" || (r.side !== "E" && r.side !== "S")) continue;
    const cell = r.y * board.width + r.x;
    const index = (r.side === "E" ? board.eastEdge : board.southEdge)[cell] ?? -1;
    const edge = board.edges[index];
    if (!edge || out.some((s) => s.edge === edge.id)) continue;
    const needs =
      typeof r.needs === "number" && r.needs >= 1
        ? Math.floor(r.needs)
        : edge.kind === "door" && !double.includes(edge.id)
          ? 1
          : 2;
    out.push({ edge: edge.id, needs, tokens: [] });
  }
  return out;
}

/** The zones (ids) an edge separates. */
export function zonesOfEdge(state: ZombicideState, edgeId: string): readonly string[] {
  const board = boardOf(state);
  const edge = board.edges[board.edgeIndex[edgeId] ?? -1];
  if (!edge) return [];
  return edge.zones.map((z) => board.zones[z]?.id ?? "");
}
