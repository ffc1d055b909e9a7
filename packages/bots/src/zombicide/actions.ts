import {
  moduleAims,
  rangedHitsSurvivorsFirst,
  survivorDanger,
  type ZombicideCommand,
} from "@horda/zombicide";
import { stepsBetween } from "./board-sense.ts";
import { carById, carWith, driveGain } from "./cars.ts";
import { servesGoal } from "./goal-step.ts";
import { W } from "./knobs.ts";
import {
  actionsOf,
  BOUNDED,
  dangerAt,
  flight,
  flightCap,
  moveCap,
  movePlan,
  moveValue,
  placeCap,
  placePlan,
  placeValue,
  planValue,
  spread,
} from "./place-value.ts";
import { asState } from "./sees.ts";
import {
  healthLeft,
  nearestTarget,
  type Situation,
  type Survivor,
  type Zombie,
  zoneAt,
} from "./situation.ts";
import {
  attackDamage,
  attackOf,
  expectedHits,
  expectedMisses,
  inventoryValue,
  isKept,
  keptModes,
} from "./weapons.ts";

export { abandonCost } from "./place-value.ts";
export { type Situation, situation } from "./situation.ts";

const NONE: readonly Zombie[] = [];

/**
 * A shot that would burn or wound a friend, a card thrown away: below anything else, even ending a Turn the
 * forecast finds deadly (that may still go better than the sure harm of these).
 */
const NEVER = -1e6;

function zombiesIn(sit: Situation, zone: string): readonly Zombie[] {
  return sit.zombiesAt.get(zone) ?? NONE;
}

function otherSeatPlayed(sit: Situation, s: Survivor): boolean {
  return sit.seen.survivors.some((o) => o.seat !== s.seat && o.done && !o.eliminated && !o.escaped);
}

function seatKeepsOne(sit: Situation, s: Survivor): boolean {
  return sit.seen.survivors.some(
    (o) => o.id !== s.id && o.seat === s.seat && !o.eliminated && !o.escaped && !o.companion,
  );
}

/**
 * A fight in the survivor's own zone it cannot win before the Zombie Phase: more zombies than its attacks
 * (and the team mates still to play there) can kill, beyond the Wounds it can take. Better to walk away.
 */
function hopeless(sit: Situation, s: Survivor, hitsPerAction: number): boolean {
  const here = zombiesIn(sit, s.zone).length;
  if (here === 0) return false;
  const actions = actionsOf(sit, s);
  // Trapped (leaving costs an Action per zombie there): fighting is all that is left.
  if (W.forecast && actions < 1 + here) return false;
  const helpers = sit.seen.survivors.filter(
    (o) => o.id !== s.id && o.zone === s.zone && !o.done && !o.eliminated && !o.escaped,
  ).length;
  const kills = hitsPerAction * actions + helpers * 1.5;
  return here - kills > healthLeft(s) - 1;
}

type Attack = NonNullable<ReturnType<typeof attackOf>>;

/** Zombies among `zombies` that one hit of `attack` kills. */
function killableBy(sit: Situation, zombies: readonly Zombie[], attack: Attack): number {
  let n = 0;
  for (const z of zombies)
    if ((sit.seen.zombieCatalog.types[z.type]?.damageToKill ?? 1) <= attackDamage(attack)) n++;
  return n;
}

function meleeScore(sit: Situation, s: Survivor, c: ZombicideCommand): number {
  const attack = attackOf(sit.seen, String(c.weapon), "melee");
  if (!attack) return -1;
  const killable = killableBy(sit, zombiesIn(sit, s.zone), attack);
  if (killable === 0) return 0;
  if (hopeless(sit, s, expectedHits(attack))) return 150;
  return 600 + Math.min(expectedHits(attack), killable) * 60;
}

/**
 * A Companion's attack on its Trainer's Instruction (a dog's, Dog Companions): scored as the Trainer's own Melee
 * Action would be with the Companion's numbers, in the Companion's zone.
 */
function companionAttackScore(sit: Situation, c: ZombicideCommand): number {
  const dog = sit.seen.survivors.find((o) => o.id === c.dog);
  const attack = dog ? attackOf(sit.seen, dog.id, "melee") : undefined;
  if (!dog || !attack) return -1;
  const killable = killableBy(sit, zombiesIn(sit, dog.zone), attack);
  if (killable === 0) return 0;
  return 600 + Math.min(expectedHits(attack), killable) * 60;
}

/** A module's goal needs a card (RuleModule.keeps) that no survivor on the board carries. */
function keptCardMissing(seen: Situation["seen"]): boolean {
  if (keptModes(seen).length === 0) return false;
  return !seen.survivors.some(
    (o) => !o.eliminated && !o.escaped && [...o.hands, ...o.backpack].some((uid) => isKept(seen, uid)),
  );
}

function rangedScore(sit: Situation, s: Survivor, c: ZombicideCommand): number {
  const attack = attackOf(sit.seen, String(c.weapon), "ranged");
  if (!attack) return -1;
  const zone = String(c.zone);
  // Friendly Fire: misses hit survivors in the target zone (other than the shooter).
  const friends = sit.seen.survivors.filter(
    (o) => o.id !== s.id && o.zone === zone && !o.eliminated && !o.escaped,
  );
  // A Molotov burns everyone in the zone, the thrower too; one a mission rule asks for (into a Spawn Zone...)
  // is thrown first.
  if (attack.mode === "molotov" && (zone === s.zone || friends.length > 0)) return NEVER;
  // Where the rules send the hits to the survivors in the zone first (Season 1), a shot there wounds the friends.
  if (friends.length > 0 && rangedHitsSurvivorsFirst(asState(sit.seen), s.id, zone)) return NEVER;
  if (attack.mode === "molotov" && servesGoal(sit.seen, s.seat, c)) return 950;
  // A card a module's goal still needs (a Molotov for a Spawn Zone) is kept for it.
  if (keptModes(sit.seen).includes(attack.mode)) return -1;
  const there = zombiesIn(sit, zone);
  const killable = killableBy(sit, there, attack);
  if (killable === 0) return 0;
  // Friendly Fire: the shooter assigns the missed dice among the friends there. Never risk an elimination
  // (it loses the game): every die missing must find a friend who can take its damage and live.
  const damage = attackDamage(attack);
  const absorb = friends.reduce((n, f) => n + Math.floor((healthLeft(f) - 1) / damage), 0);
  const worstMisses = attack.mode === "molotov" ? 99 : attack.dice;
  if (friends.length > 0 && absorb < worstMisses) return NEVER;
  const risk = friends.length > 0 ? 150 * expectedMisses(attack) : 0;
  const close = zone === s.zone ? 40 : 0;
  // Shooting elsewhere while a horde stands in one's own zone does not save anyone: walk away first.
  if (hopeless(sit, s, zone === s.zone ? expectedHits(attack) : 0)) return 150;
  const hits = Math.min(expectedHits(attack), killable) * 60;
  // Sniping from behind while the team walks on leaves the shooter alone where the horde gathers: a shooter
  // far from the team keeps up first. Zombies no survivor stands next to are no threat this round either.
  if (zone !== s.zone && spread(sit, zoneAt(sit.sense, s.zone), -1) > 0) return 190 + hits / 6 - risk;
  if (zone !== s.zone && !menacing(sit, zone, there)) return 230 + hits / 3 - risk;
  return 560 + hits + close - risk;
}

/** Zombies in `zone` that can reach a survivor in the coming Zombie Phase, or stand on the way to a target. */
function menacing(sit: Situation, zone: string, there: readonly Zombie[]): boolean {
  const at = zoneAt(sit.sense, zone);
  const runners = there.some((z) => (sit.seen.zombieCatalog.types[z.type]?.actions ?? 1) >= 2);
  const reach = runners ? 2 : 1;
  for (const t of sit.team) if (stepsBetween(sit.sense, at, t) <= reach) return true;
  // On the way: a team mate's next step toward the target passes there.
  for (const t of sit.team)
    if (nearestTarget(sit, at) < nearestTarget(sit, t) && stepsBetween(sit.sense, at, t) <= 2) return true;
  return false;
}

function doorScore(sit: Situation, s: Survivor, c: ZombicideCommand): number {
  const door = sit.sense.board.doors.find((d) => d.id === c.door);
  if (!door) return 0;
  const here = zoneAt(sit.sense, s.zone);
  const other = door.zones[0] === here ? door.zones[1] : door.zones[0];
  // A door on the way to a target: the zone behind it is closer to a target than this one.
  // The door that brings a losing counter to its value loses the game.
  if (sit.doorsLeft <= 0) return -1000;
  const onTheWay = nearestTarget(sit, other) < nearestTarget(sit, here);
  if (onTheWay) return 330;
  return sit.doorsCost ? -50 : 120;
}

function carryingNow(sit: Situation, s: Survivor): number {
  let value = sit.carrying.get(s.id);
  if (value === undefined) {
    value = inventoryValue(sit.seen, s.hands, s.backpack);
    sit.carrying.set(s.id, value);
  }
  return value;
}

function reorganizeScore(sit: Situation, s: Survivor, c: ZombicideCommand): number {
  const mine = c.mine as { hands?: (string | null)[]; backpack?: string[] } | undefined;
  if (!mine?.hands) return 0;
  const after = inventoryValue(sit.seen, mine.hands, mine.backpack ?? []);
  let gain = after - carryingNow(sit, s);
  const other = c.with === undefined ? undefined : sit.survivors.get(String(c.with));
  const theirs = c.theirs as { hands?: (string | null)[]; backpack?: string[] } | undefined;
  if (other && theirs?.hands)
    gain += inventoryValue(sit.seen, theirs.hands, theirs.backpack ?? []) - carryingNow(sit, other);
  return gain > 0.4 ? 380 + gain * 40 : -1;
}

/**
 * Cars: a survivor gets in when the target is far and a Drive from here gains at least 2 zones (a Passenger
 * only when the car has a Driver), drives like a move (the zone it ends in: progress, danger, cohesion; a Fast
 * Drive also attacks), and gets out once Drives make no more progress. Passengers take the wheel of a car
 * with no Driver.
 */
function carScore(sit: Situation, s: Survivor, here: number, c: ZombicideCommand): number {
  switch (c.type) {
    case "getInCar": {
      const car = carById(sit.seen, String(c.car));
      if (!car) return -1;
      // An empty car a module's goal sends the team to (Rio's Opala, to be driven out): the first takes the wheel.
      if (c.seat === "driver" && car.driver === null && car.passengers.length === 0 && aimedAt(sit, car.zone))
        return 245;
      const useful = nearestTarget(sit, here) >= 3 && driveGain(sit.sense, sit.toTarget, here) >= 2;
      if (!useful) return -1;
      if (c.seat === "driver") return 245;
      return car.driver !== null ? 244 : -1;
    }
    case "drive": {
      const to = pathEnd(c);
      return to === undefined
        ? -1
        : placeScore(sit, s, here, c, placeValue(sit, s, here, zoneAt(sit.sense, to)));
    }
    case "getOutOfCar":
      return nearestTarget(sit, here) === 0 || driveGain(sit.sense, sit.toTarget, here) <= 0 ? 300 : -1;
    case "changeCarSeat": {
      const car = carWith(sit.seen, s.id);
      return c.seat === "driver" && car?.driver === null ? 246 : -1;
    }
    default:
      return 50;
  }
}

/** A module's goal wants the team in this zone now (`moduleAims`). */
function aimedAt(sit: Situation, zone: string): boolean {
  return moduleAims(asState(sit.seen)).includes(zone);
}

const DANGER_RANK: Readonly<Record<string, number>> = { blue: 0, yellow: 1, orange: 2, red: 3 };

function dangerAfter(adrenaline: number): number {
  return DANGER_RANK[survivorDanger({ adrenaline })] ?? 0;
}

/**
 * The Objective's Adrenaline would lift this survivor's Danger Level (and so every spawn's) while a team mate
 * standing there, still to play, would stay lower with it: let the mate take it.
 */
function leaveObjectiveToMate(sit: Situation, s: Survivor): boolean {
  const gain = sit.seen.mission?.objectiveAdrenaline ?? 5;
  const mine = dangerAfter(s.adrenaline + gain);
  return sit.seen.survivors.some(
    (o) =>
      o.id !== s.id &&
      o.zone === s.zone &&
      !o.done &&
      !o.eliminated &&
      !o.escaped &&
      !o.companion &&
      dangerAfter(o.adrenaline + gain) < mine,
  );
}

/** The last zone of a skill Move's or a Drive's path. */
function pathEnd(c: ZombicideCommand): string | undefined {
  const path = (c.path as string[] | undefined) ?? [];
  return path[path.length - 1];
}

/**
 * The score of a Move, skill Move or Drive of survivor `s` from `here` whose place is worth `value` (`moveValue`,
 * `placeValue`): never lower for a higher value (`flight` only adds). `rough`: never below that score, without
 * working out the place where the survivor stands (`flightCap`).
 */
function placeScore(
  sit: Situation,
  s: Survivor,
  here: number,
  c: ZombicideCommand,
  value: number,
  rough = false,
): number {
  switch (c.type) {
    case "move":
      return 200 + (rough ? flightCap(value) : flight(sit, s, here, value));
    case "skillMove":
      return 195 + (rough ? flightCap(value) : flight(sit, s, here, value));
    default:
      // A Drive: the zone the car ends in is scored as a Move's, a longer drive a little higher.
      return 200 + value + ((c.path as string[] | undefined) ?? []).length;
  }
}

/** A command whose score `scoreAction` gives, worked out only as far as needed (`lazyScore`). */
export interface LazyScore {
  /** Never below the command's score; needs no forecast of the places the command leads to. */
  readonly bound: number;
  /** The command's score, or NaN once it is sure to be below `floor`. */
  score(floor: number): number;
}

/**
 * A Move, skill Move or Drive (most of a decision's forecasts are for their places) with an upper bound of its
 * score, so the bot can leave out those that cannot beat a command already scored; undefined for any other
 * command, or when the knobs do not keep the bound (`BOUNDED`).
 */
export function lazyScore(sit: Situation, c: ZombicideCommand): LazyScore | undefined {
  if (!BOUNDED || (c.type !== "move" && c.type !== "skillMove" && c.type !== "drive")) return undefined;
  const s = c.survivor === undefined ? undefined : sit.survivors.get(String(c.survivor));
  const to = c.type === "move" ? String(c.to) : pathEnd(c);
  if (!s || to === undefined) return undefined;
  const here = zoneAt(sit.sense, s.zone);
  const at = zoneAt(sit.sense, to);
  // The plan's highest cap, found without making the plan: most Moves are left out on it.
  const cap = c.type === "move" ? moveCap(sit, s, here, at) : placeCap(sit, s, here, at);
  const finish = (value: number) => placeScore(sit, s, here, c, value);
  return {
    bound: placeScore(sit, s, here, c, cap, true),
    score(floor: number): number {
      if (finish(cap) < floor) return Number.NaN;
      const plan = c.type === "move" ? movePlan(sit, s, here, at) : placePlan(sit, s, here, at);
      const value = planValue(sit, s, here, plan, floor, finish);
      return Number.isNaN(value) ? value : finish(value);
    },
  };
}

/** Scores one legal command of the player phase; the highest wins. */
export function scoreAction(sit: Situation, c: ZombicideCommand): number {
  const s = c.survivor === undefined ? undefined : sit.survivors.get(String(c.survivor));
  if (c.type.startsWith("sandbox")) return Number.NEGATIVE_INFINITY;
  if (!s) return c.type === "endTurn" ? 100 : 0;
  const here = zoneAt(sit.sense, s.zone);
  switch (c.type) {
    case "escape":
      // The team leaves together: once everyone still on the board stands on the exit, all of them in
      // the same round (a seat left with nobody must not be first at the next round's start): wait while a
      // survivor of another seat has already ended its turn this round.
      if (!sit.exitTime) return -1;
      if (sit.team.every((z) => z === here) && !otherSeatPlayed(sit, s)) return 1000;
      // One at a time otherwise (off the board, out of the horde's reach), while its seat keeps a survivor
      // on the board to play the coming rounds.
      return W.soloEscape && seatKeepsOne(sit, s) ? 990 : -1;
    case "takeObjective":
      return leaveObjectiveToMate(sit, s) ? 150 : 900;
    case "takeCarCrate":
      return 850;
    case "rallyCompanion":
      return 800;
    case "fieldMedic":
    case "lifesaver":
      return 620;
    case "melee":
      return meleeScore(sit, s, c);
    case "ranged":
      return rangedScore(sit, s, c);
    case "search":
    case "searchCar":
      // Searching costs an Action the walk to the targets could use: worth it first for the unarmed.
      // So is a card a module's goal needs (a Molotov for a Spawn Zone) that nobody carries yet.
      if (zombiesIn(sit, s.zone).length > 0) return -1;
      return carryingNow(sit, s) < 1 || keptCardMissing(sit.seen) ? 460 : W.search;
    case "reorganize":
      return reorganizeScore(sit, s, c);
    case "reload":
      return 250;
    case "move":
      return placeScore(sit, s, here, c, moveValue(sit, s, here, zoneAt(sit.sense, String(c.to))));
    case "skillMove": {
      const to = pathEnd(c);
      return to === undefined
        ? 0
        : placeScore(sit, s, here, c, placeValue(sit, s, here, zoneAt(sit.sense, to)));
    }
    case "openDoor":
      return doorScore(sit, s, c);
    case "drinkMateTea":
      // Two more Actions for one free discard: drunk when the survivor would otherwise end its Turn.
      return 199.5;
    case "eat":
      // Food gives Adrenaline, not health: an Action spent for a skill sooner and a higher Danger Level.
      return 20;
    case "getInCar":
    case "drive":
    case "getOutOfCar":
    case "changeCarSeat":
      return carScore(sit, s, here, c);
    case "endTurn":
      return 200 - dangerAt(sit, s, here) - spread(sit, here, here) * W.spread - 1;
    // A Companion's Instructions (Dog Companions): attack like a Melee Action, search like a Search while the
    // Trainer's own Search waits, hand over what it found (free); it never drops a card.
    case "dogAttack":
      return companionAttackScore(sit, c);
    case "dogSearch":
      return zombiesIn(sit, s.zone).length > 0 ? -1 : W.search - 10;
    case "dogGive":
      return 700;
    case "dogDrop":
      return NEVER;
    case "makeNoise":
    case "shove":
    case "taunt":
    case "loud":
      return 50;
    default:
      // A mission module's command that moves the mission toward a goal comes just after escaping; the other
      // skills' and modules' commands only when nothing else is worth doing.
      return servesGoal(sit.seen, s.seat, c) ? 950 : 50;
  }
}
