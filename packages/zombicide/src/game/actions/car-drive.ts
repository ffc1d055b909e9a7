import { ok } from "@horda/table";
import { z } from "zod";
import { rulesOf } from "../../kernel/registry.ts";
import { continueDrive, drivePaths, driveRefusal } from "../cars/drive.ts";
import { CAR_RULES } from "../cars/rules.ts";
import { carOf } from "../cars/seats.ts";
import { RULES, refuse } from "../errors.ts";
import type { ZombicideEvent } from "../events.ts";
import { survivorById } from "../survivors.ts";
import { activate } from "../turns.ts";
import type { SurvivorState } from "../types.ts";
import { actionsAvailable } from "./availability.ts";
import type { ActionModule } from "./module.ts";

const schema = z.strictObject({
  type: z.literal("drive"),
  survivor: z.string().min(1).max(64),
  /** The Zones entered: one for a Slow Drive, two for a Fast Drive. */
  path: z.array(z.string().min(1).max(16)).min(1).max(2),
});
export type DriveCommand = z.infer<typeof schema>;

/**
 * Drive (§5 Car Actions): the Driver spends 1 Action; not a Move, so no Zombie penalty, no stop, no Move
 * skill. Slow: 1 Zone. Fast: 2 Zones and a Car Attack in each one entered with Zombies. Silent.
 */
export const drive: ActionModule<DriveCommand> = {
  type: "drive",
  schema,
  kind: "survivor",
  legal(state, _seat, s) {
    if (!s || !state.cars || actionsAvailable(state, s) < 1) return [];
    const car = carOf(state, s.id);
    if (!car || car.driver !== s.id || !car.drivable) return [];
    return drivePaths(state, car.zone).map((path) => ({
      type: "drive" as const,
      survivor: s.id,
      path: [...path],
    }));
  },
  apply(state, _seat, cmd) {
    const s0 = survivorById(state, cmd.survivor) as SurvivorState;
    const car = carOf(state, s0.id);
    if (!car || car.driver !== s0.id)
      return refuse("not_driver", CAR_RULES.drive, `${s0.name} is not driving a car`);
    if (!car.drivable)
      return refuse("cannot_drive", CAR_RULES.notAllowed, `the mission does not allow driving car ${car.id}`);
    const refused = rulesOf(state).hooks.driveRefused({ state, from: car.zone, path: cmd.path });
    if (refused) return refuse(refused.code, refused.rule, refused.why);
    const why = driveRefusal(state, car.zone, cmd.path);
    if (why) return refuse("cannot_drive", CAR_RULES.drive, why);
    const next = activate(state, s0.id);
    const s = survivorById(next, s0.id) as SurvivorState;
    if (s.actionsLeft < 1) return refuse("not_enough_actions", RULES.actions, `${s.name} has no Action left`);
    const events: ZombicideEvent[] = [];
    // A module may play the Drive its own way (the classic run-over).
    const played = rulesOf(next).hooks.drive({
      state: next,
      car: car.id,
      driver: s.id,
      path: cmd.path,
      events,
    });
    if (played) return ok({ state: played, events });
    const speed = cmd.path.length === 2 ? "fast" : "slow";
    return ok({ state: continueDrive(next, car.id, s.id, cmd.path, events, speed), events });
  },
};
