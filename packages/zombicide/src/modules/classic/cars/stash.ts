import { ok } from "@horda/table";
import { z } from "zod";
import { actionsAvailable } from "../../../game/actions/availability.ts";
import type { ActionModule } from "../../../game/actions/module.ts";
import { type CardUid, cardData, cardOf, pickCards } from "../../../game/cards.ts";
import { carById, carsIn, replaceCar } from "../../../game/cars/seats.ts";
import type { CarState } from "../../../game/cars/types.ts";
import { keepCardsDecision } from "../../../game/decisions.ts";
import { RULES as CORE_RULES, refuse } from "../../../game/errors.ts";
import type { ZombicideEvent } from "../../../game/events.ts";
import { inventoryOf } from "../../../game/inventory.ts";
import { replaceSurvivor, survivorById } from "../../../game/survivors.ts";
import { activate, spend } from "../../../game/turns.ts";
import type { SurvivorState, ZombicideState } from "../../../game/types.ts";
import { CLASSIC_CAR_RULES } from "./rules.ts";

const id = z.string().min(1).max(64);
const cards = z.array(id).min(1).max(12);

/** Cards that may go under a car: Equipment, not a Wounded card nor a dog's card (its dog would be lost (?)). */
function hideable(state: ZombicideState, s: SurvivorState): CardUid[] {
  return inventoryOf(s).filter((u) => {
    const kind = cardData(state, u)?.kind;
    return kind !== "wound" && kind !== "dog";
  });
}

/** Each card alone, and all of them at once: a few answers of the many a player may give. */
function offers(all: readonly CardUid[]): CardUid[][] {
  return all.length > 1 ? [...all.map((u) => [u]), [...all]] : all.map((u) => [u]);
}

/** Why `s` cannot use car `car` to hide or take cards now, or null (the car in its Zone, an Action left). */
function carRefusal(s: SurvivorState, car: CarState | undefined): string | null {
  if (!car || car.zone !== s.zone) return `there is no such car in ${s.zone}`;
  return null;
}

const hideSchema = z.strictObject({ type: z.literal("hideInCar"), survivor: id, car: id, cards });
export type HideInCarCommand = z.infer<typeof hideSchema>;

/** Toxic City Mall: 1 Action puts Equipment cards under a car in the Zone (Driver and Passengers too). */
export const hideInCar: ActionModule<HideInCarCommand> = {
  type: "hideInCar",
  schema: hideSchema,
  kind: "survivor",
  legal(state, _seat, s) {
    if (!s || !state.cars || actionsAvailable(state, s) < 1) return [];
    const all = hideable(state, s);
    if (all.length === 0) return [];
    return carsIn(state, s.zone).flatMap((car) =>
      offers(all).map((c) => ({ type: "hideInCar" as const, survivor: s.id, car: car.id, cards: c })),
    );
  },
  apply(state, _seat, cmd) {
    const s0 = survivorById(state, cmd.survivor) as SurvivorState;
    const picked = pickCards(hideable(state, s0), cmd.cards);
    const why =
      carRefusal(s0, carById(state, cmd.car)) ??
      (picked.ok ? null : `${s0.name} holds no "${picked.missing}" to hide`);
    if (why || !picked.ok) return refuse("cannot_hide_in_car", CLASSIC_CAR_RULES.stash, why ?? "");
    const hidden = picked.picks;
    let next = activate(state, s0.id);
    const s = survivorById(next, s0.id) as SurvivorState;
    if (s.actionsLeft < 1)
      return refuse("not_enough_actions", CORE_RULES.actions, `${s.name} has no Action left`);
    const car = carById(next, cmd.car) as CarState;
    const out = (u: CardUid | null) => (u !== null && hidden.includes(u) ? null : u);
    next = replaceSurvivor(next, {
      ...s,
      hands: s.hands.map(out) as [CardUid | null, CardUid | null],
      backpack: s.backpack.filter((u) => !hidden.includes(u)),
    });
    next = replaceCar(next, { ...car, stash: [...(car.stash ?? []), ...hidden] });
    const events: ZombicideEvent[] = [
      {
        type: "CardsHiddenInCar",
        survivor: s.id,
        car: car.id,
        cards: hidden.map(cardOf),
        rule: CLASSIC_CAR_RULES.stash,
      },
    ];
    return ok({ state: spend(next, s.id, 1, events), events });
  },
};

const takeSchema = z.strictObject({ type: z.literal("takeFromCar"), survivor: id, car: id, cards });
export type TakeFromCarCommand = z.infer<typeof takeSchema>;

/**
 * Toxic City Mall: 1 Action takes any number of the cards hidden under a car in the Zone; the survivor places
 * them (a keep decision, which pays the Action) and may discard what does not fit.
 */
export const takeFromCar: ActionModule<TakeFromCarCommand> = {
  type: "takeFromCar",
  schema: takeSchema,
  kind: "survivor",
  legal(state, _seat, s) {
    if (!s || !state.cars || actionsAvailable(state, s) < 1) return [];
    return carsIn(state, s.zone).flatMap((car) =>
      offers(car.stash ?? []).map((c) => ({
        type: "takeFromCar" as const,
        survivor: s.id,
        car: car.id,
        cards: c,
      })),
    );
  },
  apply(state, _seat, cmd) {
    const s0 = survivorById(state, cmd.survivor) as SurvivorState;
    const car0 = carById(state, cmd.car);
    const picked = pickCards(car0?.stash ?? [], cmd.cards);
    const why =
      carRefusal(s0, car0) ?? (picked.ok ? null : `no "${picked.missing}" is hidden in car ${cmd.car}`);
    if (why || !picked.ok) return refuse("cannot_take_from_car", CLASSIC_CAR_RULES.stash, why ?? "");
    const taken = picked.picks;
    let next = activate(state, s0.id);
    const s = survivorById(next, s0.id) as SurvivorState;
    if (s.actionsLeft < 1)
      return refuse("not_enough_actions", CORE_RULES.actions, `${s.name} has no Action left`);
    const car = carById(next, cmd.car) as CarState;
    next = replaceCar(next, { ...car, stash: (car.stash ?? []).filter((u) => !taken.includes(u)) });
    const events: ZombicideEvent[] = [
      {
        type: "CardsTakenFromCar",
        survivor: s.id,
        car: car.id,
        cards: taken.map(cardOf),
        rule: CLASSIC_CAR_RULES.stash,
      },
    ];
    return ok({ state: keepCardsDecision.raise(next, s.seat, { survivor: s.id, cards: taken }), events });
  },
};
