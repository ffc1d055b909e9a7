import { type CardUid, cardData, cardOf } from "../../../game/cards.ts";
import type { ZombicideEvent } from "../../../game/events.ts";
import { usableCards } from "../../../game/inventory.ts";
import type { SurvivorState, ZombicideState, ZoneId } from "../../../game/types.ts";
import { beamsSlice, type LightBeam } from "../shared/beams.ts";

export const LIGHT_RULE =
  "Fort Hendrix, Light Sources (a Light Beam lights the Survivor's Zone and one adjacent Zone; night only)";
export const LIGHT_ON_RULE =
  "Fort Hendrix, Light Sources (turned on by 1 Action, a Search with the Flashlight, or a Ranged Action at Range 0-1)";
export const LIGHT_OFF_RULE =
  "Fort Hendrix, Light Sources (turned off by 1 Action, or when the light source is traded or discarded)";

/** A light source the survivor can use now (a usable card with the "light" trait: the Flashlight). */
export function lightSource(state: ZombicideState, s: SurvivorState): CardUid | undefined {
  return usableCards(state, s).find((u) => cardData(state, u)?.traits?.includes("light"));
}

export function beamOf(state: ZombicideState, survivor: string): LightBeam | undefined {
  return beamsSlice.read(state).beams.find((b) => b.survivor === survivor);
}

/** Puts (or turns) the survivor's Light Beam on, pointed at `toward` (null: at a wall), telling why. */
export function turnOn(
  state: ZombicideState,
  s: SurvivorState,
  card: CardUid,
  toward: ZoneId | null,
  how: "action" | "search" | "ranged",
  events: ZombicideEvent[],
): ZombicideState {
  events.push({
    type: "LightBeamOn",
    survivor: s.id,
    card: cardOf(card),
    zone: s.zone,
    toward: toward ?? "",
    how,
    rule: LIGHT_ON_RULE,
  });
  return beamsSlice.update(state, (v) => ({
    beams: [...v.beams.filter((b) => b.survivor !== s.id), { survivor: s.id, card, toward }],
  }));
}

export function turnOff(
  state: ZombicideState,
  survivor: string,
  why: "action" | "traded" | "day" | "out",
  events: ZombicideEvent[],
): ZombicideState {
  if (!beamOf(state, survivor)) return state;
  events.push({ type: "LightBeamOff", survivor, why, rule: LIGHT_OFF_RULE });
  return beamsSlice.update(state, (v) => ({ beams: v.beams.filter((b) => b.survivor !== survivor) }));
}

/**
 * Where the survivor stands between Actions: the round, its Actions left and the free Actions and skills it
 * has used. Any Action it performs changes one of them, so an aim made at the same moment is the same aim.
 */
export function aimMoment(state: ZombicideState, s: SurvivorState): string {
  return `${state.turn.round}/${s.actionsLeft}/${s.skillUses?.length ?? 0}`;
}

/**
 * Points the survivor's beam at `toward`; `aimed` is the moment of a player's free aim (`aimMoment`), absent
 * when the beam turns by itself (it follows a Move to the wall).
 */
export function aim(
  state: ZombicideState,
  survivor: string,
  toward: ZoneId | null,
  aimed?: string,
): ZombicideState {
  return beamsSlice.update(state, (v) => ({
    beams: v.beams.map((b) => (b.survivor === survivor ? { ...b, toward, ...(aimed ? { aimed } : {}) } : b)),
  }));
}
