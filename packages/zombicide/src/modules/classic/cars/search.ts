import { policeCarSearch } from "../../../game/actions/car-search.ts";
import { cardOf } from "../../../game/cards.ts";
import { carById, replaceCar } from "../../../game/cars/seats.ts";
import { keepCardsDecision } from "../../../game/decisions.ts";
import type { ZombicideEvent } from "../../../game/events.ts";
import { survivorById } from "../../../game/survivors.ts";
import { spend } from "../../../game/turns.ts";
import type { SurvivorState, ZombicideState } from "../../../game/types.ts";
import { PIMPWEAPONS } from "../pimpweapons/index.ts";
import { CLASSIC_CAR_RULES } from "./rules.ts";

/**
 * A classic car's Search (§7), its Search Action taken: the Pimpmobile gives the top card of the Pimpweapons
 * deck (shuffled at setup) and is never searched again; the Police car draws until one weapon, whatever
 * Flashlights the survivor holds (C8).
 */
export function classicCarSearch(
  state: ZombicideState,
  survivor: string,
  carId: string,
  events: ZombicideEvent[],
): ZombicideState | undefined {
  const car = carById(state, carId);
  if (!car) return undefined;
  if (car.type === "police")
    return policeCarSearch(state, survivor, carId, 1, events, CLASSIC_CAR_RULES.police);
  if (car.type !== "pimpmobile") return undefined;
  const s = survivorById(state, survivor) as SurvivorState;
  const deck = state.moduleDecks?.[PIMPWEAPONS] ?? { draw: [], discard: [] };
  const [uid, ...draw] = deck.draw;
  let next = replaceCar(state, { ...car, searchable: false });
  events.push({
    type: "PimpmobileSearched",
    survivor,
    car: carId,
    ...(uid ? { card: cardOf(uid) } : {}),
    rule: CLASSIC_CAR_RULES.pimpmobile,
  });
  if (!uid) return spend(next, survivor, 1, events);
  next = { ...next, moduleDecks: { ...(next.moduleDecks ?? {}), [PIMPWEAPONS]: { ...deck, draw } } };
  return keepCardsDecision.raise(next, s.seat, { survivor, cards: [uid] });
}
