import { rulesOf } from "../../kernel/registry.ts";
import { boardOf, tablesOf, zoneIdOf, zoneIndex } from "../board-of.ts";
import { rollDice } from "../combat/dice.ts";
import { advanceCombat, hitsOf } from "../combat/resolve.ts";
import type { CombatStep } from "../combat/step.ts";
import type { ZombicideEvent } from "../events.ts";
import { zombiesIn } from "../survivors.ts";
import { spend } from "../turns.ts";
import type { ZombicideState, ZoneId } from "../types.ts";
import { CAR_ATTACK, CAR_RULES } from "./rules.ts";
import { carById, occupants, replaceCar } from "./seats.ts";
import type { CarSpeed } from "./types.ts";

/** Cars drive in the streets only: never into a building Zone (§5), nor a Narrow Zone (Rio Z Janeiro). */
export function drivable(state: ZombicideState, zone: number): boolean {
  const z = boardOf(state).zones[zone];
  return z !== undefined && z.kind === "street" && !z.flags.includes("narrow");
}

/** Every Drive from a zone: the core's (Slow and Fast), as the modules' `drivePaths` change them. */
export function drivePaths(state: ZombicideState, from: ZoneId): readonly (readonly ZoneId[])[] {
  return rulesOf(state).hooks.drivePaths({ state, from }, coreDrivePaths(state, from));
}

/** The core's Drives from a zone: Slow (1 Zone) and Fast (2 consecutive Zones, no U-turn). */
function coreDrivePaths(state: ZombicideState, from: ZoneId): ZoneId[][] {
  const neighbours = tablesOf(state).neighbours;
  const start = zoneIndex(state, from);
  const out: ZoneId[][] = [];
  const next = (z: number) => (neighbours[z] ?? []).filter((n) => drivable(state, n));
  for (const a of next(start)) out.push([zoneIdOf(state, a)]);
  for (const a of next(start))
    for (const b of next(a)) if (b !== start) out.push([zoneIdOf(state, a), zoneIdOf(state, b)]);
  return out;
}

/** Why a path is not a legal Drive from `from`, or null. */
export function driveRefusal(state: ZombicideState, from: ZoneId, path: readonly ZoneId[]): string | null {
  const ids = boardOf(state).zoneIndex;
  const neighbours = tablesOf(state).neighbours;
  let at = zoneIndex(state, from);
  for (const to of path) {
    const z = ids[to];
    if (z === undefined) return `there is no zone ${to}`;
    if (!(neighbours[at] ?? []).includes(z))
      return `${to} is not next to ${zoneIdOf(state, at)} by an open way`;
    if (!drivable(state, z)) return `${to} is not a street Zone a car may enter`;
    at = z;
  }
  if (drivePaths(state, from).some((p) => p.length === path.length && p.every((z, i) => z === path[i])))
    return null;
  return path.length === 2 && path[1] === from ? "a Fast Drive makes no U-turn" : "no such Drive";
}

/** The car enters one Zone; everyone in it rides along. `rule`: the Drive's rule the event cites (a profile's own). */
export function enterZone(
  state: ZombicideState,
  carId: string,
  driver: string,
  to: ZoneId,
  speed: CarSpeed,
  events: ZombicideEvent[],
  rule: string = CAR_RULES.drive,
): ZombicideState {
  const car = carById(state, carId);
  if (!car) return state;
  const riders = occupants(car);
  events.push({
    type: "CarDriven",
    car: car.id,
    driver,
    from: car.zone,
    to,
    speed,
    occupants: riders,
    rule,
  });
  const moved = replaceCar(state, { ...car, zone: to });
  return {
    ...moved,
    survivors: moved.survivors.map((s) => (riders.includes(s.id) ? { ...s, zone: to } : s)),
  };
}

/**
 * Drives the car along `path` (§5 Drive). A Fast Drive attacks in each Zone entered that holds Zombies; an
 * attack that waits for a decision keeps the rest of the path in `state.combat`, and `finishCombat` comes
 * back here. The Drive Action is spent when the car has entered its last Zone.
 */
export function continueDrive(
  state: ZombicideState,
  carId: string,
  driver: string,
  path: readonly ZoneId[],
  events: ZombicideEvent[],
  speed: "slow" | "fast" = "fast",
): ZombicideState {
  let next = state;
  for (let i = 0; i < path.length; i++) {
    const to = path[i] as ZoneId;
    next = enterZone(next, carId, driver, to, speed, events);
    if (speed === "fast" && zombiesIn(next, to) > 0)
      return carAttack(next, carId, driver, to, path.slice(i + 1), events);
  }
  // The Drive Action is spent apart from the attack's events: a Survivor's skills (`afterAction`, after a kill)
  // do not react to the car's attacks (§5).
  const after: ZombicideEvent[] = [];
  next = spend(next, driver, 1, after);
  events.push(...after);
  return next;
}

/** The Car Attack (§5): Range 0, 3 dice at 4+, Damage 2, hits by priority, misses on pedestrians only. */
function carAttack(
  state: ZombicideState,
  carId: string,
  driver: string,
  zone: ZoneId,
  rest: readonly ZoneId[],
  events: ZombicideEvent[],
): ZombicideState {
  events.push({ type: "CarAttacked", car: carId, driver, zone, rule: CAR_RULES.attack });
  return rollCarAttack(
    state,
    { driver, zone, car: { id: carId, rest }, ...CAR_ATTACK, rule: CAR_RULES.attack },
    events,
  );
}

/** A car's attack as it is rolled: what the car is, where, and how it hits. */
export interface CarRoll {
  readonly driver: string;
  readonly zone: ZoneId;
  readonly car: NonNullable<CombatStep["car"]>;
  readonly dice: number;
  readonly accuracy: number;
  readonly damage: number;
  readonly rule: string;
}

/**
 * Rolls a car's attack (2E's Car Attack, the classic run-over): a ranged step at Range 0 with no weapon card and
 * Friendly Fire on, then the combat goes on as any attack's (hits assigned, `car.rest` driven after).
 */
export function rollCarAttack(
  state: ZombicideState,
  roll: CarRoll,
  events: ZombicideEvent[],
): ZombicideState {
  const [dice, rolled] = rollDice(state, roll.dice);
  const step: CombatStep = {
    attacker: roll.driver,
    mode: "ranged",
    weapons: [],
    weapon: "car",
    zone: roll.zone,
    range: 0,
    dice,
    accuracy: roll.accuracy,
    rollBonus: 0,
    damage: roll.damage,
    freeTargeting: false,
    friendlyFire: true,
    skill: null,
    rerolls: [],
    stage: "reroll",
    car: roll.car,
  };
  events.push({
    type: "DiceRolled",
    survivor: roll.driver,
    mode: "ranged",
    weapon: "car",
    weapons: 1,
    zone: roll.zone,
    range: 0,
    dice,
    accuracy: step.accuracy,
    rollBonus: 0,
    damage: step.damage,
    hits: hitsOf(step),
    rule: roll.rule,
  });
  return advanceCombat({ ...rolled, combat: step }, events);
}
