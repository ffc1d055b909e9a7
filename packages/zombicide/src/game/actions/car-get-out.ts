import { ok } from "@horda/table";
import { z } from "zod";
import { CAR_RULES } from "../cars/rules.ts";
import { carOf, replaceCar } from "../cars/seats.ts";
import type { CarState } from "../cars/types.ts";
import { seatedCompanionsOf } from "../companions/follow.ts";
import { RULES, refuse } from "../errors.ts";
import type { ZombicideEvent } from "../events.ts";
import { survivorById } from "../survivors.ts";
import { activate, spend } from "../turns.ts";
import type { SurvivorState } from "../types.ts";
import { actionsAvailable } from "./availability.ts";
import type { ActionModule } from "./module.ts";

const schema = z.strictObject({ type: z.literal("getOutOfCar"), survivor: z.string().min(1).max(64) });
export type GetOutOfCarCommand = z.infer<typeof schema>;

/** Get out (§5 Car Actions): 1 Action, Zombies or not; the survivor's Companions get out with it (§12). */
export const getOutOfCar: ActionModule<GetOutOfCarCommand> = {
  type: "getOutOfCar",
  schema,
  kind: "survivor",
  legal: (state, _seat, s) =>
    s && carOf(state, s.id) && actionsAvailable(state, s) >= 1
      ? [{ type: "getOutOfCar", survivor: s.id }]
      : [],
  apply(state, _seat, cmd) {
    const s0 = survivorById(state, cmd.survivor) as SurvivorState;
    if (!carOf(state, s0.id)) return refuse("not_in_car", CAR_RULES.getOut, `${s0.name} is not in a car`);
    let next = activate(state, s0.id);
    const s = survivorById(next, s0.id) as SurvivorState;
    if (s.actionsLeft < 1) return refuse("not_enough_actions", RULES.actions, `${s.name} has no Action left`);
    const car = carOf(next, s.id) as CarState;
    const companions = seatedCompanionsOf(next, s.id).map((c) => c.id);
    const leaving = [s.id, ...companions];
    next = replaceCar(next, {
      ...car,
      driver: car.driver === s.id ? null : car.driver,
      passengers: car.passengers.filter((p) => !leaving.includes(p)),
    });
    const events: ZombicideEvent[] = [
      { type: "CarLeft", survivor: s.id, car: car.id, companions, rule: CAR_RULES.getOut },
    ];
    return ok({ state: spend(next, s.id, 1, events), events });
  },
};
