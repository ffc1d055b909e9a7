import { ok } from "@horda/table";
import { z } from "zod";
import { CAR_RULES } from "../cars/rules.ts";
import { carById, carsIn, replaceCar } from "../cars/seats.ts";
import type { CarState } from "../cars/types.ts";
import { RULES, refuse } from "../errors.ts";
import type { ZombicideEvent } from "../events.ts";
import { drawFor } from "../found-cards.ts";
import { survivorById } from "../survivors.ts";
import { activate } from "../turns.ts";
import type { SurvivorState } from "../types.ts";
import { actionsAvailable } from "./availability.ts";
import type { ActionModule } from "./module.ts";

const schema = z.strictObject({
  type: z.literal("takeCarCrate"),
  survivor: z.string().min(1).max(64),
  car: z.string().min(1).max(40),
});
export type TakeCarCrateCommand = z.infer<typeof schema>;

/**
 * Muscle Car (§5): its Epic Weapon Crate is taken like an Objective: 1 Action in the car's Zone, in the car
 * or not; a random Epic Weapon, kept with a free reorganisation; no AP, as for crates on the board (?).
 */
export const takeCarCrate: ActionModule<TakeCarCrateCommand> = {
  type: "takeCarCrate",
  schema,
  kind: "survivor",
  legal(state, _seat, s) {
    if (!s || !state.cars || actionsAvailable(state, s) < 1) return [];
    return carsIn(state, s.zone)
      .filter((c) => c.crate)
      .map((c) => ({ type: "takeCarCrate" as const, survivor: s.id, car: c.id }));
  },
  apply(state, _seat, cmd) {
    const s0 = survivorById(state, cmd.survivor) as SurvivorState;
    const car = carById(state, cmd.car);
    if (!car || car.zone !== s0.zone || !car.crate)
      return refuse(
        "no_crate",
        CAR_RULES.crate,
        `there is no car with a crate called ${cmd.car} in ${s0.zone}`,
      );
    let next = activate(state, s0.id);
    const s = survivorById(next, s0.id) as SurvivorState;
    if (s.actionsLeft < 1) return refuse("not_enough_actions", RULES.actions, `${s.name} has no Action left`);
    next = replaceCar(next, { ...(carById(next, car.id) as CarState), crate: false });
    const events: ZombicideEvent[] = [
      {
        type: "ObjectiveTaken",
        survivor: s.id,
        token: car.id,
        kind: "crate",
        colour: null,
        rule: CAR_RULES.crate,
      },
    ];
    return ok({ state: drawFor(next, s.id, "epicDeck", 1, CAR_RULES.crate, events), events });
  },
};
