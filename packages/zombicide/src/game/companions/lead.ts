import { carOf, freePassengerSeats, replaceCar } from "../cars/seats.ts";
import type { SurvivorState, ZombicideState } from "../types.ts";
import { withoutSkill } from "./follow.ts";

export const COMPANION_RULES = {
  rally:
    "core-2e §5 Rally a lone Companion (1 Action in its Zone; the survivor takes its ID card and leads it)",
  trade:
    "core-2e §12 Companions (the ID card is traded like Equipment: a Trade Action with a Survivor in the Zone)",
  companion: "core-2e §12 Companions (no Actions, no inventory; it always stays with its Leader)",
} as const;

/** The Companion's first Blue skill, given to its Leader (§12). */
export function companionSkill(state: ZombicideState, c: SurvivorState): string | null {
  const card = c.card ? state.survivorCatalog.survivors[c.card] : undefined;
  return card?.skills.blue[0] ?? null;
}

/**
 * Why `leader` cannot take over Companion `c` now, or null: the new Leader must be a survivor (not a
 * Companion) in play in its Zone, with a Passenger seat free when it sits in a car the Companion is not in.
 */
export function leadRefusal(state: ZombicideState, c: SurvivorState, leader: SurvivorState): string | null {
  if (leader.companion || leader.eliminated || leader.escaped)
    return `${leader.name} cannot lead a Companion`;
  if (c.zone !== leader.zone) return `${c.name} is not in ${leader.name}'s Zone`;
  const car = carOf(state, leader.id);
  if (car && carOf(state, c.id)?.id !== car.id && freePassengerSeats(car) < 1)
    return `${c.name} needs a free Passenger seat in car ${car.id}`;
  return null;
}

/**
 * `leader` takes Companion `c`'s ID card (§12): the old Leader loses the Companion's skill, the new one gains
 * it; the Companion is played by the new Leader's seat and sits where it sits (in its car, or on foot).
 */
export function takeLead(state: ZombicideState, c: SurvivorState, leader: SurvivorState): ZombicideState {
  const skill = companionSkill(state, c);
  const old = c.companion?.leader ?? null;
  let next: ZombicideState = {
    ...state,
    survivors: state.survivors.map((s) => {
      if (s.id === c.id) return { ...s, seat: leader.seat, companion: { leader: leader.id, skill } };
      if (s.id === leader.id) return { ...s, skills: skill ? [...s.skills, skill] : s.skills };
      if (s.id === old) return { ...s, skills: withoutSkill(s.skills, c.companion?.skill ?? null) };
      return s;
    }),
  };
  const from = carOf(next, c.id);
  const to = carOf(next, leader.id);
  if (from && from.id !== to?.id)
    next = replaceCar(next, { ...from, passengers: from.passengers.filter((p) => p !== c.id) });
  if (to && from?.id !== to.id) next = replaceCar(next, { ...to, passengers: [...to.passengers, c.id] });
  return next;
}

/** At setup: a led Companion whose Leader sits in a car takes a Passenger seat there when one is free. */
export function seatCompanions(state: ZombicideState): ZombicideState {
  let next = state;
  for (const c of state.survivors) {
    // A roaming Companion (a classic dog) gets in on its own Instruction.
    const leader = c.companion?.roams ? null : c.companion?.leader;
    const car = leader ? carOf(next, leader) : undefined;
    if (car && !carOf(next, c.id) && freePassengerSeats(car) > 0)
      next = replaceCar(next, { ...car, passengers: [...car.passengers, c.id] });
  }
  return next;
}
