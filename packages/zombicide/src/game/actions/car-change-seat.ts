import { ok } from "@horda/table";
import { z } from "zod";
import { CAR_RULES } from "../cars/rules.ts";
import { carOf, freePassengerSeats, replaceCar, seatOf } from "../cars/seats.ts";
import type { CarState } from "../cars/types.ts";
import { RULES, refuse } from "../errors.ts";
import type { ZombicideEvent } from "../events.ts";
import { survivorById } from "../survivors.ts";
import { activate, spend } from "../turns.ts";
import type { SurvivorState, ZombicideState } from "../types.ts";
import { actionsAvailable } from "./availability.ts";
import type { ActionModule } from "./module.ts";

const schema = z.strictObject({
  type: z.literal("changeCarSeat"),
  survivor: z.string().min(1).max(64),
  seat: z.enum(["driver", "passenger"]),
});
export type ChangeCarSeatCommand = z.infer<typeof schema>;

function refusal(state: ZombicideState, s: SurvivorState, seat: "driver" | "passenger"): string | null {
  const car = carOf(state, s.id);
  if (!car) return `${s.name} is not in a car`;
  if (seatOf(car, s.id) === seat)
    return `${s.name} is already the ${seat === "driver" ? "Driver" : "a Passenger"}`;
  if (seat === "driver" && car.driver !== null) return `car ${car.id} already has a Driver`;
  if (seat === "passenger" && freePassengerSeats(car) < 1) return `car ${car.id} has no free Passenger seat`;
  return null;
}

/** Change seat (§5 Car Actions): 1 Action to become Driver or Passenger; allowed with Zombies; not a Move. */
export const changeCarSeat: ActionModule<ChangeCarSeatCommand> = {
  type: "changeCarSeat",
  schema,
  kind: "survivor",
  legal(state, _seat, s) {
    if (!s || !state.cars || actionsAvailable(state, s) < 1) return [];
    return (["driver", "passenger"] as const)
      .filter((seat) => refusal(state, s, seat) === null)
      .map((seat) => ({ type: "changeCarSeat" as const, survivor: s.id, seat }));
  },
  apply(state, _seat, cmd) {
    const s0 = survivorById(state, cmd.survivor) as SurvivorState;
    const why = refusal(state, s0, cmd.seat);
    if (why) return refuse("cannot_change_seat", CAR_RULES.changeSeat, why);
    let next = activate(state, s0.id);
    const s = survivorById(next, s0.id) as SurvivorState;
    if (s.actionsLeft < 1) return refuse("not_enough_actions", RULES.actions, `${s.name} has no Action left`);
    const car = carOf(next, s.id) as CarState;
    next = replaceCar(
      next,
      cmd.seat === "driver"
        ? { ...car, driver: s.id, passengers: car.passengers.filter((p) => p !== s.id) }
        : { ...car, driver: null, passengers: [...car.passengers, s.id] },
    );
    const events: ZombicideEvent[] = [
      { type: "CarSeatChanged", survivor: s.id, car: car.id, seat: cmd.seat, rule: CAR_RULES.changeSeat },
    ];
    return ok({ state: spend(next, s.id, 1, events), events });
  },
};
