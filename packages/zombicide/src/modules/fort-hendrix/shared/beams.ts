import { coreCrossing } from "../../../board/passage.ts";
import { BOUNDARY_OF_KIND } from "../../../board/types.ts";
import { boardOf } from "../../../game/board-of.ts";
import type { CardUid } from "../../../game/cards.ts";
import { survivorById } from "../../../game/survivors.ts";
import type { ZombicideState, ZoneId } from "../../../game/types.ts";
import { slice } from "../../../kernel/slices.ts";
import { isNight } from "./clock.ts";

export interface LightBeam {
  /** The survivor who turned it on; the beam follows it. */
  readonly survivor: string;
  /** The light source card used (the beam goes off when it is traded or discarded). */
  readonly card: CardUid;
  /** The adjacent zone it points at; null: at a wall (only the survivor's own zone is lit). */
  readonly toward: ZoneId | null;
  /**
   * When the beam was last pointed with the free aim (`aimMoment`): it is pointed once before each Action, so
   * it is not pointed again until the survivor has performed one.
   */
  readonly aimed?: string;
}

export interface BeamsState {
  readonly beams: readonly LightBeam[];
}

/** The Light Beam tokens on the board; the slice belongs to the light-beams module. */
export const beamsSlice = slice<BeamsState>("light-beams", { beams: [] });

let last: {
  readonly slices: ZombicideState["slices"];
  readonly survivors: ZombicideState["survivors"];
  readonly doors: ZombicideState["openDoors"];
  readonly night: boolean;
  readonly lit: readonly number[];
} | null = null;

/**
 * The zones the Light Beams light (zone indexes, sorted): each beam's survivor's zone, and the zone it points at
 * when no wall or closed door stands between them (a beam does not light through what blocks sight). None by day.
 * Kept for the last state asked: the sight tables' key reads it many times per command.
 */
export function litZones(state: ZombicideState): readonly number[] {
  const night = isNight(state);
  if (
    last !== null &&
    last.slices === state.slices &&
    last.survivors === state.survivors &&
    last.doors === state.openDoors &&
    last.night === night
  )
    return last.lit;
  const lit = night ? computeLit(state) : [];
  last = { slices: state.slices, survivors: state.survivors, doors: state.openDoors, night, lit };
  return lit;
}

function computeLit(state: ZombicideState): number[] {
  const { beams } = beamsSlice.read(state);
  if (beams.length === 0) return [];
  const board = boardOf(state);
  const out = new Set<number>();
  for (const b of beams) {
    const s = survivorById(state, b.survivor);
    if (!s) continue;
    const from = board.zoneIndex[s.zone];
    if (from === undefined) continue;
    out.add(from);
    const to = b.toward === null ? undefined : board.zoneIndex[b.toward];
    if (to !== undefined && beamCrosses(state, from, to)) out.add(to);
  }
  return [...out].sort((a, b) => a - b);
}

/** Does a beam from zone `from` light the adjacent zone `to`: they share a boundary sight crosses (§ Light Sources). */
export function beamCrosses(state: ZombicideState, from: number, to: number): boolean {
  const board = boardOf(state);
  const open = new Set(state.openDoors);
  for (const link of board.links) {
    if (!((link.a === from && link.b === to) || (link.a === to && link.b === from))) continue;
    return link.edges.some((e) => {
      const edge = board.edges[e];
      if (!edge) return false;
      const door = edge.door >= 0 ? board.doors[edge.door] : undefined;
      return coreCrossing(BOUNDARY_OF_KIND[edge.kind], door !== undefined && open.has(door.id));
    });
  }
  return false;
}

/** The zones adjacent to `zone` (sharing a boundary of any kind): where a beam may point. */
export function beamDirections(state: ZombicideState, zone: ZoneId): ZoneId[] {
  const board = boardOf(state);
  const z = board.zoneIndex[zone];
  if (z === undefined) return [];
  const out: ZoneId[] = [];
  for (const link of board.links) {
    const other: number = link.a === z ? link.b : link.b === z ? link.a : -1;
    if (other >= 0 && other !== z) out.push((board.zones[other] as { id: string }).id);
  }
  return out.sort();
}

/** Is this zone lit by a Light Beam now? */
export function isLit(state: ZombicideState, zone: ZoneId): boolean {
  const z = boardOf(state).zoneIndex[zone];
  return z !== undefined && litZones(state).includes(z);
}
