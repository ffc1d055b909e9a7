import { ok } from "@horda/table";
import { z } from "zod";
import { CAR_RULES } from "../cars/rules.ts";
import { carById, carOf, carsIn, freePassengerSeats, replaceCar } from "../cars/seats.ts";
import type { CarSeat, CarState } from "../cars/types.ts";
import { seatedCompanionsOf } from "../companions/follow.ts";
import { RULES, refuse } from "../errors.ts";
import type { ZombicideEvent } from "../events.ts";
import { survivorById, zombiesIn } from "../survivors.ts";
import { activate, spend } from "../turns.ts";
import type { SurvivorState, ZombicideState } from "../types.ts";
import { actionsAvailable } from "./availability.ts";
import type { ActionModule } from "./module.ts";

const schema = z.strictObject({
  type: z.literal("getInCar"),
  survivor: z.string().min(1).max(64),
  car: z.string().min(1).max(40),
  seat: z.enum(["driver", "passenger"]),
});
export type GetInCarCommand = z.infer<typeof schema>;

/** Why the survivor may not take that seat now, or null. Its Companions take Passenger seats with it (§12). */
function refusal(
  state: ZombicideState,
  s: SurvivorState,
  car: CarState | undefined,
  seat: CarSeat,
): string | null {
  if (!car || car.zone !== s.zone) return `there is no such car in ${s.zone}`;
  if (!car.drivable) return `the mission does not allow using car ${car.id}`;
  if (carOf(state, s.id)) return `${s.name} is already in a car`;
  if (zombiesIn(state, s.zone) > 0) return `there are Zombies in ${s.zone}`;
  const companions = seatedCompanionsOf(state, s.id).length;
  if (seat === "driver" && car.driver !== null) return `car ${car.id} already has a Driver`;
  const passengers = companions + (seat === "passenger" ? 1 : 0);
  if (passengers > freePassengerSeats(car))
    return `car ${car.id} has ${freePassengerSeats(car)} free Passenger seat(s); ${passengers} needed`;
  return null;
}

/** Get in (§5 Car Actions): 1 Action, in the car's Zone, with no Zombies there. */
export const getInCar: ActionModule<GetInCarCommand> = {
  type: "getInCar",
  schema,
  kind: "survivor",
  legal(state, _seat, s) {
    if (!s || !state.cars || actionsAvailable(state, s) < 1) return [];
    const out: GetInCarCommand[] = [];
    for (const car of carsIn(state, s.zone))
      for (const seat of ["driver", "passenger"] as const)
        if (refusal(state, s, car, seat) === null)
          out.push({ type: "getInCar", survivor: s.id, car: car.id, seat });
    return out;
  },
  apply(state, _seat, cmd) {
    const s0 = survivorById(state, cmd.survivor) as SurvivorState;
    const why = refusal(state, s0, carById(state, cmd.car), cmd.seat);
    if (why) return refuse("cannot_get_in", CAR_RULES.getIn, why);
    let next = activate(state, s0.id);
    const s = survivorById(next, s0.id) as SurvivorState;
    if (s.actionsLeft < 1) return refuse("not_enough_actions", RULES.actions, `${s.name} has no Action left`);
    const car = carById(next, cmd.car) as CarState;
    const companions = seatedCompanionsOf(next, s.id).map((c) => c.id);
    next = replaceCar(next, {
      ...car,
      driver: cmd.seat === "driver" ? s.id : car.driver,
      passengers: [...car.passengers, ...(cmd.seat === "passenger" ? [s.id] : []), ...companions],
    });
    const events: ZombicideEvent[] = [
      { type: "CarEntered", survivor: s.id, car: car.id, seat: cmd.seat, companions, rule: CAR_RULES.getIn },
    ];
    return ok({ state: spend(next, s.id, 1, events), events });
  },
};
