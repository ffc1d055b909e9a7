import { ok } from "@horda/table";
import { z } from "zod";
import { actionsAvailable } from "../../../game/actions/availability.ts";
import type { ActionModule } from "../../../game/actions/module.ts";
import { carById, carOf, carsIn, replaceCar } from "../../../game/cars/seats.ts";
import type { CarState } from "../../../game/cars/types.ts";
import { refuse } from "../../../game/errors.ts";
import type { ZombicideEvent } from "../../../game/events.ts";
import { zombiesIn } from "../../../game/survivors.ts";
import { spend } from "../../../game/turns.ts";
import type { SurvivorState, ZombicideState } from "../../../game/types.ts";
import { RULES } from "./dogs.ts";
import { instructed, trainedDogs } from "./instruct.ts";

const id = z.string().min(1).max(64);

/** Why the dog cannot get into `car` now, or null: the car in its Zone, no Zombies there (a dog takes no seat). */
function getInRefusal(state: ZombicideState, dog: SurvivorState, car: CarState | undefined): string | null {
  if (!car || car.zone !== dog.zone) return `there is no such car in ${dog.zone}`;
  if (!car.drivable) return `the mission does not allow using car ${car.id}`;
  if (carOf(state, dog.id)) return `${dog.name} is already in a car`;
  if (zombiesIn(state, dog.zone) > 0) return `there are Zombies in ${dog.zone}`;
  return null;
}

const inSchema = z.strictObject({ type: z.literal("dogGetInCar"), survivor: id, dog: id, car: id });
export type DogGetInCarCommand = z.infer<typeof inSchema>;

/** Instruction: the dog gets into a car in its Zone, taking no seat (it never drives). */
export const dogGetInCar: ActionModule<DogGetInCarCommand> = {
  type: "dogGetInCar",
  schema: inSchema,
  kind: "survivor",
  legal(state, _seat, s) {
    if (!s || !state.cars || actionsAvailable(state, s) < 1) return [];
    return trainedDogs(state, s).flatMap((d) =>
      carsIn(state, d.zone)
        .filter((c) => getInRefusal(state, d, c) === null)
        .map((c) => ({ type: "dogGetInCar" as const, survivor: s.id, dog: d.id, car: c.id })),
    );
  },
  apply(state, _seat, cmd) {
    const r = instructed(state, cmd.survivor, cmd.dog);
    if ("ok" in r) return r;
    const car = carById(r.state, cmd.car);
    const why = getInRefusal(r.state, r.dog, car);
    if (why || !car) return refuse("cannot_get_in", RULES.car, why ?? "");
    const next = replaceCar(r.state, { ...car, riders: [...(car.riders ?? []), r.dog.id] });
    const events: ZombicideEvent[] = [{ type: "DogGotInCar", dog: r.dog.id, car: car.id, rule: RULES.car }];
    return ok({ state: spend(next, r.trainer.id, 1, events), events });
  },
};

const outSchema = z.strictObject({ type: z.literal("dogGetOutOfCar"), survivor: id, dog: id });
export type DogGetOutOfCarCommand = z.infer<typeof outSchema>;

/** Instruction: the dog gets out of the car it rides in (no restriction). */
export const dogGetOutOfCar: ActionModule<DogGetOutOfCarCommand> = {
  type: "dogGetOutOfCar",
  schema: outSchema,
  kind: "survivor",
  legal(state, _seat, s) {
    if (!s || !state.cars || actionsAvailable(state, s) < 1) return [];
    return trainedDogs(state, s)
      .filter((d) => carOf(state, d.id))
      .map((d) => ({ type: "dogGetOutOfCar" as const, survivor: s.id, dog: d.id }));
  },
  apply(state, _seat, cmd) {
    const r = instructed(state, cmd.survivor, cmd.dog);
    if ("ok" in r) return r;
    const car = carOf(r.state, r.dog.id);
    if (!car) return refuse("not_in_car", RULES.car, `${r.dog.name} is not in a car`);
    const next = replaceCar(r.state, { ...car, riders: (car.riders ?? []).filter((d) => d !== r.dog.id) });
    const events: ZombicideEvent[] = [
      { type: "DogGotOutOfCar", dog: r.dog.id, car: car.id, rule: RULES.car },
    ];
    return ok({ state: spend(next, r.trainer.id, 1, events), events });
  },
};
