import { enterZone, rollCarAttack } from "../../../game/cars/drive.ts";
import { carById, occupants } from "../../../game/cars/seats.ts";
import type { CombatStep } from "../../../game/combat/step.ts";
import type { ZombicideEvent } from "../../../game/events.ts";
import { inPlay } from "../../../game/survivors.ts";
import { spend } from "../../../game/turns.ts";
import type { ZombicideState, ZoneId } from "../../../game/types.ts";
import { CLASSIC_CAR_RULES } from "./rules.ts";

/** The classic car as a weapon: one die per miniature run over, 4+, Damage 1 (so no Fatty or Abomination dies). */
export const RUN_OVER = { accuracy: 4, damage: 1 } as const;

/** The classic Drives add the way back: 1 Zone there and 1 Zone back to the start (C8: back and forth). */
export function classicDrivePaths(
  from: ZoneId,
  paths: readonly (readonly ZoneId[])[],
): readonly (readonly ZoneId[])[] {
  const back = paths.filter((p) => p.length === 1).map((p) => [p[0] as ZoneId, from]);
  return [...paths, ...back];
}

/** Miniatures the car runs over in `zone`: every zombie, and every survivor there but those in this car. */
export function miniaturesRunOver(state: ZombicideState, carId: string, zone: ZoneId): number {
  const car = carById(state, carId);
  const inside = car ? occupants(car) : [];
  const zombies = state.zombies.filter((z) => z.zone === zone).length;
  const survivors = state.survivors.filter(
    (s) => inPlay(s) && s.zone === zone && !inside.includes(s.id),
  ).length;
  return zombies + survivors;
}

/**
 * Runs over the miniatures of `zone` (the car stands there), then drives on into the Zones of `rest`, running
 * over each one. An attack that waits on a decision keeps `rest` in `state.combat`; `afterClassicRunOver` comes
 * back here. The Drive Action is paid once the last Zone is run over.
 */
export function runOverFrom(
  state: ZombicideState,
  carId: string,
  driver: string,
  zone: ZoneId,
  rest: readonly ZoneId[],
  events: ZombicideEvent[],
): ZombicideState {
  let next = state;
  let at = zone;
  let left = rest;
  for (;;) {
    const dice = miniaturesRunOver(next, carId, at);
    if (dice > 0) return runOver(next, carId, driver, at, dice, left, events);
    const [to, ...after] = left;
    if (to === undefined) break;
    next = enterZone(next, carId, driver, to, "drive", events, CLASSIC_CAR_RULES.drive);
    at = to;
    left = after;
  }
  return payDrive(next, driver, events);
}

/** Paid apart from the attack's events, as 2E's Drive: the Driver's skills do not react to the car's kills. */
function payDrive(state: ZombicideState, driver: string, events: ZombicideEvent[]): ZombicideState {
  const paid: ZombicideEvent[] = [];
  const next = spend(state, driver, 1, paid);
  events.push(...paid);
  return next;
}

/** After a run-over: the car drives on into the next Zone of its path, or the Drive is paid. */
export function afterClassicRunOver(state: ZombicideState, step: CombatStep, events: ZombicideEvent[]) {
  const car = step.car;
  if (!car) return undefined;
  const [to, ...after] = car.rest;
  if (to === undefined) return payDrive(state, step.attacker, events);
  const moved = enterZone(state, car.id, step.attacker, to, "drive", events, CLASSIC_CAR_RULES.drive);
  return runOverFrom(moved, car.id, step.attacker, to, after, events);
}

/** One Car Attack (classic §7): `dice` dice at 4+, Damage 1, hits to the survivors on foot first. */
function runOver(
  state: ZombicideState,
  carId: string,
  driver: string,
  zone: ZoneId,
  count: number,
  rest: readonly ZoneId[],
  events: ZombicideEvent[],
): ZombicideState {
  const car = carById(state, carId);
  const inside = car ? occupants(car) : [];
  events.push({
    type: "CarRanOver",
    car: carId,
    driver,
    zone,
    miniatures: count,
    rule: CLASSIC_CAR_RULES.runOver,
  });
  return rollCarAttack(
    state,
    {
      driver,
      zone,
      car: { id: carId, rest, spared: { survivors: inside, rule: CLASSIC_CAR_RULES.runOver } },
      dice: count,
      ...RUN_OVER,
      rule: CLASSIC_CAR_RULES.runOver,
    },
    events,
  );
}
