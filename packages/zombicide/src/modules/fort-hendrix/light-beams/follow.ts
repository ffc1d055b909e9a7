import type { ZombicideEvent } from "../../../game/events.ts";
import { inventoryOf } from "../../../game/inventory.ts";
import { inPlay, survivorById } from "../../../game/survivors.ts";
import type { ZombicideState } from "../../../game/types.ts";
import { beamDirections, beamsSlice } from "../shared/beams.ts";
import { isNight } from "../shared/clock.ts";
import { aim, beamOf, lightSource, turnOff, turnOn } from "./beam.ts";

/**
 * After every command: a beam whose survivor no longer has the light source (traded, discarded) or is out of
 * play goes off; by day no beam stays on the board.
 */
export function checkBeams(events: ZombicideEvent[], state: ZombicideState): ZombicideState {
  const { beams } = beamsSlice.read(state);
  if (beams.length === 0) return state;
  let next = state;
  const day = !isNight(state);
  for (const b of beams) {
    const s = survivorById(next, b.survivor);
    if (day) next = turnOff(next, b.survivor, "day", events);
    else if (!s || !inPlay(s)) next = turnOff(next, b.survivor, "out", events);
    else if (!inventoryOf(s).includes(b.card)) next = turnOff(next, b.survivor, "traded", events);
  }
  return next;
}

/** The beam follows its survivor: after a Move it keeps its direction only if that zone is still adjacent. */
export function followMove(survivor: string, state: ZombicideState): ZombicideState {
  const beam = beamOf(state, survivor);
  const s = survivorById(state, survivor);
  if (!beam || !s || beam.toward === null) return state;
  return beamDirections(state, s.zone).includes(beam.toward) ? state : aim(state, survivor, null);
}

/**
 * A Search at night by a survivor carrying a Flashlight is a Search "using" it (it draws 2 cards): its beam
 * comes on in the survivor's zone, pointed at a wall until the player points it.
 */
export function searchLights(
  survivor: string,
  events: ZombicideEvent[],
  state: ZombicideState,
): ZombicideState {
  const s = survivorById(state, survivor);
  if (!s || !isNight(state) || beamOf(state, survivor)) return state;
  const card = lightSource(state, s);
  return card === undefined ? state : turnOn(state, s, card, null, "search", events);
}
