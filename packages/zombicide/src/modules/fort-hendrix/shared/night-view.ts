import { boardOf } from "../../../game/board-of.ts";
import { survivorById } from "../../../game/survivors.ts";
import type { ZombicideState, ZoneId } from "../../../game/types.ts";
import { beamCrosses, beamsSlice, litZones } from "./beams.ts";
import { clockSlice, isNight } from "./clock.ts";

/** One Light Beam as the table draws it: from its survivor's zone toward the zone it lights (null: at a wall). */
export interface BeamView {
  readonly survivor: string;
  readonly card: string;
  readonly from: ZoneId;
  /** The adjacent zone it lights; null when it points at a wall or something blocks it. */
  readonly to: ZoneId | null;
}

/** The Fort Hendrix night as a table shows it: the Clock, day or night, the lit zones and the beams. */
export interface NightView {
  readonly hour: number;
  readonly night: boolean;
  /** Zone ids lit by a Light Beam (none by day). */
  readonly lit: readonly ZoneId[];
  readonly beams: readonly BeamView[];
}

/** The Clock and the Light Beams of a state (or its view); null in a game without the night module. */
export function nightView(state: ZombicideState): NightView | null {
  if (!state.modules.includes("night")) return null;
  const night = isNight(state);
  const board = boardOf(state);
  const id = (z: number) => (board.zones[z] as { id: ZoneId }).id;
  const beams: BeamView[] = [];
  if (night)
    for (const b of beamsSlice.read(state).beams) {
      const s = survivorById(state, b.survivor);
      if (!s) continue;
      const from = board.zoneIndex[s.zone];
      const to = b.toward === null ? undefined : board.zoneIndex[b.toward];
      const lights = from !== undefined && to !== undefined && beamCrosses(state, from, to);
      beams.push({
        survivor: b.survivor,
        card: b.card,
        from: s.zone,
        to: lights ? (b.toward as ZoneId) : null,
      });
    }
  return { hour: clockSlice.read(state).hour, night, lit: litZones(state).map(id), beams };
}
