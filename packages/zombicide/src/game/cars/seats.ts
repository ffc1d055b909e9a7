import type { SurvivorState, ZombicideState, ZoneId } from "../types.ts";
import { type CarSeat, type CarState, PASSENGER_SEATS } from "./types.ts";

export function carById(state: ZombicideState, id: string): CarState | undefined {
  return state.cars?.find((c) => c.id === id);
}

/** The car a survivor sits in (or rides in without a seat, a classic dog), if any. */
export function carOf(state: ZombicideState, survivor: string): CarState | undefined {
  return state.cars?.find(
    (c) => c.driver === survivor || c.passengers.includes(survivor) || c.riders?.includes(survivor),
  );
}

export function carsIn(state: ZombicideState, zone: ZoneId): CarState[] {
  return (state.cars ?? []).filter((c) => c.zone === zone);
}

export function seatOf(car: CarState, survivor: string): CarSeat | null {
  return car.driver === survivor ? "driver" : car.passengers.includes(survivor) ? "passenger" : null;
}

export function freePassengerSeats(car: CarState): number {
  return PASSENGER_SEATS - car.passengers.length;
}

export function replaceCar(state: ZombicideState, car: CarState): ZombicideState {
  return { ...state, cars: (state.cars ?? []).map((c) => (c.id === car.id ? car : c)) };
}

/** Survivors in this car: the Driver first, then the Passengers, then the riders without a seat (dogs). */
export function occupants(car: CarState): string[] {
  return [...(car.driver ? [car.driver] : []), ...car.passengers, ...(car.riders ?? [])];
}

/**
 * Keeps the cars consistent after a survivor changed: one eliminated, escaped or carried out of the car's
 * zone (a skill that moves survivors, a table edit) no longer sits in it.
 */
export function unseatStrays(state: ZombicideState): ZombicideState {
  if (!state.cars) return state;
  const stays = (car: CarState, id: string) => {
    const s = state.survivors.find((x) => x.id === id) as SurvivorState | undefined;
    return s !== undefined && !s.eliminated && !s.escaped && s.zone === car.zone;
  };
  let changed = false;
  const cars = state.cars.map((c) => {
    const driver = c.driver !== null && !stays(c, c.driver) ? null : c.driver;
    const passengers = c.passengers.filter((p) => stays(c, p));
    const riders = c.riders?.filter((p) => stays(c, p));
    if (
      driver === c.driver &&
      passengers.length === c.passengers.length &&
      riders?.length === c.riders?.length
    )
      return c;
    changed = true;
    return { ...c, driver, passengers, ...(riders ? { riders } : {}) };
  });
  return changed ? { ...state, cars } : state;
}
