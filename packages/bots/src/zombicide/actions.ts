import { survivorDanger, tablesOf, type ZombicideCommand } from "@horda/zombicide";
import { movesToTargets, type Sense, senseOf, stepsBetween } from "./board-sense.ts";
import { carById, carWith, driveGain } from "./cars.ts";
import { zoneAttacks, zoneThreat } from "./danger.ts";
import { type Forecast, firepower, forecastZombiePhase, leftStanding, survivorField } from "./forecast.ts";
import { asState, type BotSees } from "./sees.ts";
import { exitTime, targetZones } from "./targets.ts";
import { attackDamage, attackOf, expectedHits, expectedMisses, inventoryValue } from "./weapons.ts";

type Survivor = BotSees["survivors"][number];
type Zombie = BotSees["zombies"][number];

const NONE: readonly Zombie[] = [];
const NO_ZONES = new Float32Array(0);

/** What one decision needs to know, computed once for all the legal commands it scores. */
export interface Situation {
  readonly seen: BotSees;
  readonly threat: Float32Array;
  readonly attacks: Float32Array;
  readonly targets: readonly number[];
  readonly exitTime: boolean;
  readonly survivors: ReadonlyMap<string, Survivor>;
  /** Zone index of every survivor still on the board, and their ids (same order). */
  readonly team: readonly number[];
  readonly teamIds: readonly string[];
  /** Door-opening feeds a counter that loses the game: open only doors on the way. */
  readonly doorsCost: boolean;
  /** Doors that may still be opened before a losing counter fed by doors reaches its value. */
  readonly doorsLeft: number;
  readonly sense: Sense;
  /** Moves from each zone (by index) to the nearest target. */
  readonly toTarget: Int16Array;
  /** The zombies standing in each zone, by zone id, and how many by zone index. */
  readonly zombiesAt: ReadonlyMap<string, readonly Zombie[]>;
  readonly zombieCount: Int16Array;
  /** Inventory values of the survivors as they stand, filled as asked. */
  readonly carrying: Map<string, number>;
  /** The coming Zombie Phase with one survivor standing elsewhere ("id|zone"), filled as asked. */
  readonly forecasts: Map<string, Forecast>;
  /** Zombies each survivor can kill next turn (`firepower`), filled as asked. */
  readonly power: Map<string, readonly number[]>;
}

/**
 * Doors the team may still open before a lose condition's counter, fed by a special rule on `doorOpened`,
 * reaches its value (read from the mission's data); infinite when doors feed no losing counter.
 */
function doorsBeforeLoss(seen: BotSees): number {
  const mission = seen.mission;
  if (!mission) return Number.POSITIVE_INFINITY;
  let left = Number.POSITIVE_INFINITY;
  for (const lose of mission.lose) {
    if (lose.condition !== "counter") continue;
    for (const r of mission.rules) {
      if (r.on.event !== "doorOpened") continue;
      for (const e of r.do) {
        if (e.effect !== "addToCounter" || e.counter !== lose.counter || e.amount <= 0) continue;
        const now = mission.counters[lose.counter] ?? 0;
        left = Math.min(left, Math.max(0, Math.ceil((lose.value - now) / e.amount) - 1));
      }
    }
  }
  return left;
}

export function situation(seen: BotSees): Situation {
  const sense = senseOf(seen);
  const onBoard = seen.survivors.filter(
    (s) => !s.eliminated && !s.escaped && !(s.companion && s.companion.leader === null),
  );
  const team = onBoard.map((s) => zoneAt(sense, s.zone));
  const doorsLeft = doorsBeforeLoss(seen);
  const doorsCost = doorsLeft < Number.POSITIVE_INFINITY;
  const targets = targetZones(seen, team);
  const n = sense.routes.n;
  // Where doors feed a losing counter, a way through a closed door counts as a few Moves longer than it is,
  // so the team keeps to the ways already open when they are not much longer.
  const toTarget = movesToTargets(sense, targets, doorsLeft, doorsCost && W.forecast ? W.doorToll : 0);
  const zombiesAt = new Map<string, Zombie[]>();
  const zombieCount = new Int16Array(n);
  for (const z of seen.zombies) {
    const at = sense.board.zoneIndex[z.zone];
    if (at !== undefined) zombieCount[at] = (zombieCount[at] as number) + 1;
    const list = zombiesAt.get(z.zone);
    if (list) list.push(z);
    else zombiesAt.set(z.zone, [z]);
  }
  return {
    seen,
    // The older stand-in for the forecast, kept to compare (BOT_FORECAST=0).
    threat: W.forecast ? NO_ZONES : zoneThreat(seen),
    attacks: W.forecast ? NO_ZONES : zoneAttacks(seen),
    targets,
    exitTime: exitTime(seen),
    survivors: new Map(seen.survivors.map((s) => [s.id, s])),
    team,
    teamIds: onBoard.map((s) => s.id),
    doorsCost,
    doorsLeft,
    sense,
    toTarget,
    zombiesAt,
    zombieCount,
    carrying: new Map(),
    forecasts: new Map(),
    power: new Map(),
  };
}

function zoneAt(sense: Sense, zone: string): number {
  const i = sense.board.zoneIndex[zone];
  if (i === undefined) throw new Error(`unknown zone ${zone}`);
  return i;
}

function nearestTarget(sit: Situation, zone: number): number {
  return sit.toTarget[zone] ?? 999;
}

function zombiesIn(sit: Situation, zone: string): readonly Zombie[] {
  return sit.zombiesAt.get(zone) ?? NONE;
}

/** How far a zone is from the rest of the team: Moves to the farthest team mate beyond 2. */
function spread(sit: Situation, zone: number, self: number): number {
  let far = 0;
  for (const z of sit.team) if (z !== self) far = Math.max(far, stepsBetween(sit.sense, zone, z));
  return Math.max(0, Math.min(far, 20) - 2);
}

function otherSeatPlayed(sit: Situation, s: Survivor): boolean {
  return sit.seen.survivors.some((o) => o.seat !== s.seat && o.done && !o.eliminated && !o.escaped);
}

function seatKeepsOne(sit: Situation, s: Survivor): boolean {
  return sit.seen.survivors.some(
    (o) => o.id !== s.id && o.seat === s.seat && !o.eliminated && !o.escaped && !o.companion,
  );
}

function healthLeft(s: Survivor): number {
  return s.health - s.wounds;
}

// Tuning knobs (read once); the defaults are the measured best (docs/bots.md).
const W = {
  forecast: (globalThis.process?.env?.BOT_FORECAST ?? "1") === "1",
  trap: Number(globalThis.process?.env?.BOT_TRAP ?? 45),
  next: Number(globalThis.process?.env?.BOT_NEXT ?? 150),
  urgent: Number(globalThis.process?.env?.BOT_URGENT ?? 420),
  margin: Number(globalThis.process?.env?.BOT_MARGIN ?? 60),
  spawn: Number(globalThis.process?.env?.BOT_SPAWN ?? 40),
  doorToll: Number(globalThis.process?.env?.BOT_DOORTOLL ?? 3),
  later: Number(globalThis.process?.env?.BOT_LATER ?? 40),
  exitRush: Number(globalThis.process?.env?.BOT_EXITRUSH ?? 1),
  soloEscape: globalThis.process?.env?.BOT_SOLOESCAPE === "1",
  gain: Number(globalThis.process?.env?.BOT_GAIN ?? 40),
  fear: Number(globalThis.process?.env?.BOT_FEAR ?? 55),
  spread: Number(globalThis.process?.env?.BOT_SPREAD ?? 12),
  search: Number(globalThis.process?.env?.BOT_SEARCH ?? 230),
  together: Number(globalThis.process?.env?.BOT_TOGETHER ?? 0.7),
  lethal: Number(globalThis.process?.env?.BOT_LETHAL ?? 300),
  pending: Number(globalThis.process?.env?.BOT_PENDING ?? 1),
  abandon: Number(globalThis.process?.env?.BOT_ABANDON ?? 1),
};

/**
 * The zone's threat shared with the team mates standing there: together they split the Wounds and have
 * more attacks to clear the zone next turn; a survivor alone next to a horde is the one that dies.
 */
function exposure(sit: Situation, s: Survivor, zone: number): number {
  let mates = 0;
  for (let i = 0; i < sit.team.length; i++) if (sit.team[i] === zone && sit.teamIds[i] !== s.id) mates++;
  return (sit.threat[zone] ?? 0) / (1 + mates * W.together);
}

/**
 * Attacks zone `zone` may take beyond what the survivors standing there can take without an elimination
 * (an elimination loses the game): each can take its health left but one, the Wounds being split among them.
 */
function lethalExcess(sit: Situation, s: Survivor, zone: number): number {
  let absorb = healthLeft(s) - 1;
  for (let i = 0; i < sit.team.length; i++) {
    if (sit.team[i] !== zone || sit.teamIds[i] === s.id) continue;
    const mate = sit.survivors.get(sit.teamIds[i] as string);
    if (mate) absorb += healthLeft(mate) - 1;
  }
  return Math.max(0, (sit.attacks[zone] ?? 0) - absorb);
}

function forecastFor(sit: Situation, s: Survivor, to: number): Forecast {
  const key = `${s.id}|${to}`;
  let f = sit.forecasts.get(key);
  if (!f) {
    f = forecastZombiePhase(sit.seen, survivorField(sit.seen, s.id, to));
    sit.forecasts.set(key, f);
  }
  return f;
}

function powerOf(sit: Situation, o: Survivor): readonly number[] {
  let p = sit.power.get(o.id);
  if (!p) {
    p = firepower(sit.seen, o.hands);
    sit.power.set(o.id, p);
  }
  return p;
}

/**
 * The danger of survivor `s` ending up in zone `to`, from the forecast Zombie Phase: its share of the Wounds
 * landing there, the Wounds beyond what the survivors there can take without an elimination, and the zombies
 * standing there afterwards that the survivors there cannot kill in their next turn (they are trapped with
 * them: leaving costs an Action per zombie, and those left attack in the next Zombie Phase).
 */
function forecastRisk(sit: Situation, s: Survivor, to: number, fear: number): number {
  const f = forecastFor(sit, s, to);
  let count = 0;
  let absorb = 0;
  const power = [0, 0, 0];
  for (let i = 0; i < sit.team.length; i++) {
    const id = sit.teamIds[i] as string;
    const zone = id === s.id ? to : sit.team[i];
    if (zone !== to) continue;
    const o = id === s.id ? s : sit.survivors.get(id);
    if (!o) continue;
    // A team mate still to play may walk away before the Zombie Phase: it shares the Wounds only in part.
    const stays = o === s || o.done ? 1 : W.pending;
    count += stays;
    absorb += (healthLeft(o) - 1) * stays;
    const p = powerOf(sit, o);
    for (let b = 0; b < 3; b++) power[b] = (power[b] as number) + (p[b] as number);
  }
  if (count === 0) return 0;
  const hits = f.hits[to] as number;
  const lethal = Math.max(0, hits - absorb);
  // Nobody fights where a Hobomination stands.
  const blocked = (f.blockers[to] as number) >= 0.5;
  const excess = leftStanding(
    f.after.map((a) => a[to] as number),
    blocked ? [0, 0, 0] : power,
  );
  const nextLethal = Math.max(0, excess - Math.max(0, absorb - hits));
  const spawnRisk = Math.max(0, (f.risky[to] as number) - absorb) * W.spawn;
  return (
    (hits / count) * fear + lethal * W.lethal + (excess / count) * W.trap + nextLethal * W.next + spawnRisk
  );
}

/**
 * What walking away from zone `from` to `to` costs the team mates who already ended their turn in `from`: the
 * Wounds the forecast lands there that they can no longer split with survivor `s` (an elimination loses).
 */
export function abandonCost(sit: Situation, s: Survivor, from: number, to: number): number {
  if (W.abandon <= 0 || from === to || !W.forecast) return 0;
  let absorb = 0;
  let count = 0;
  for (let i = 0; i < sit.team.length; i++) {
    if (sit.team[i] !== from || sit.teamIds[i] === s.id) continue;
    const o = sit.survivors.get(sit.teamIds[i] as string);
    if (!o?.done) continue;
    count++;
    absorb += healthLeft(o) - 1;
  }
  if (count === 0) return 0;
  const stay = forecastFor(sit, s, from).hits[from] as number;
  const gone = forecastFor(sit, s, to).hits[from] as number;
  const before = Math.max(0, stay - absorb - (healthLeft(s) - 1));
  const after = Math.max(0, gone - absorb);
  const share = gone / count - stay / (count + 1);
  return W.abandon * ((after - before) * W.lethal + Math.max(0, share) * W.fear);
}

/** The value of ending up in zone `to` (after a Move, a skill move, a Drive): progress, danger, cohesion. */
function placeValue(sit: Situation, s: Survivor, from: number, to: number): number {
  // Once only the exit is left, every round spawns more: getting there counts most.
  const gain = (nearestTarget(sit, from) - nearestTarget(sit, to)) * (sit.exitTime ? W.exitRush : 1);
  const fear = healthLeft(s) <= 1 ? W.fear * 1.6 : W.fear;
  const danger = W.forecast
    ? forecastRisk(sit, s, to, fear)
    : exposure(sit, s, to) * fear + lethalExcess(sit, s, to) * W.lethal;
  return gain * W.gain - danger - spread(sit, to, from) * W.spread - abandonCost(sit, s, from, to);
}

/**
 * A fight in the survivor's own zone it cannot win before the Zombie Phase: more zombies than its attacks
 * (and the team mates still to play there) can kill, beyond the Wounds it can take. Better to walk away.
 */
function hopeless(sit: Situation, s: Survivor, hitsPerAction: number): boolean {
  const here = zombiesIn(sit, s.zone).length;
  if (here === 0) return false;
  const actions = sit.seen.turn.active === s.id ? s.actionsLeft : 3;
  // Trapped (leaving costs an Action per zombie there): fighting is all that is left.
  if (W.forecast && actions < 1 + here) return false;
  const helpers = sit.seen.survivors.filter(
    (o) => o.id !== s.id && o.zone === s.zone && !o.done && !o.eliminated && !o.escaped,
  ).length;
  const kills = hitsPerAction * actions + helpers * 1.5;
  return here - kills > healthLeft(s) - 1;
}

function meleeScore(sit: Situation, s: Survivor, c: ZombicideCommand): number {
  const attack = attackOf(sit.seen, String(c.weapon), "melee");
  if (!attack) return -1;
  const here = zombiesIn(sit, s.zone);
  const killable = here.filter(
    (z) => (sit.seen.zombieCatalog.types[z.type]?.damageToKill ?? 1) <= attackDamage(attack),
  ).length;
  if (killable === 0) return 0;
  if (hopeless(sit, s, expectedHits(attack))) return 150;
  return 600 + Math.min(expectedHits(attack), killable) * 60;
}

function rangedScore(sit: Situation, s: Survivor, c: ZombicideCommand): number {
  const attack = attackOf(sit.seen, String(c.weapon), "ranged");
  if (!attack) return -1;
  const zone = String(c.zone);
  const there = zombiesIn(sit, zone);
  const killable = there.filter(
    (z) => (sit.seen.zombieCatalog.types[z.type]?.damageToKill ?? 1) <= attackDamage(attack),
  ).length;
  if (killable === 0) return 0;
  // Friendly Fire: misses hit survivors in the target zone (other than the shooter).
  const friends = sit.seen.survivors.filter(
    (o) => o.id !== s.id && o.zone === zone && !o.eliminated && !o.escaped,
  );
  // Friendly Fire: the shooter assigns the missed dice among the friends there. Never risk an elimination
  // (it loses the game): every die missing must find a friend who can take its damage and live.
  const damage = attackDamage(attack);
  const absorb = friends.reduce((n, f) => n + Math.floor((healthLeft(f) - 1) / damage), 0);
  // A Molotov burns everyone in the zone, the thrower too.
  if (attack.mode === "molotov" && (zone === s.zone || friends.length > 0)) return -1;
  const worstMisses = attack.mode === "molotov" ? 99 : attack.dice;
  if (friends.length > 0 && absorb < worstMisses) return -1;
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
      const useful = nearestTarget(sit, here) >= 3 && driveGain(sit.sense, sit.toTarget, here) >= 2;
      if (!car || !useful) return -1;
      if (c.seat === "driver") return 245;
      return car.driver !== null ? 244 : -1;
    }
    case "drive": {
      const path = (c.path as string[] | undefined) ?? [];
      const to = path[path.length - 1];
      return to === undefined ? -1 : 200 + placeValue(sit, s, here, zoneAt(sit.sense, to)) + path.length;
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

/**
 * A Move worth much more than staying put (the horde the forecast sees landing here, or progress the team
 * needs) goes before any fight: fights score above Moves otherwise, and a survivor that spends its Actions
 * fighting where the horde lands is trapped there (leaving costs an Action per zombie).
 */
function flight(sit: Situation, s: Survivor, here: number, value: number): number {
  if (W.urgent <= 0) return value;
  const stay = placeValue(sit, s, here, here);
  return value - stay > W.margin ? value + W.urgent : value;
}

/** Actions survivor `s` has this turn: what is left once its turn started, else a whole turn. */
function actionsOf(sit: Situation, s: Survivor): number {
  return sit.seen.turn.active === s.id ? s.actionsLeft : 3;
}

/**
 * Zones a survivor standing in `from` with `actions` Actions could walk to this turn (leaving a zone costs 1
 * Action plus 1 per zombie there), other than `from` and `skip`.
 */
function walkable(sit: Situation, from: number, actions: number, skip: number): number[] {
  const { n, neighbours } = tablesOf(asState(sit.seen));
  const left = new Int8Array(n).fill(-1);
  left[from] = actions;
  const queue = [from];
  const out: number[] = [];
  while (queue.length > 0) {
    const z = queue.shift() as number;
    const after = (left[z] as number) - 1 - (sit.zombieCount[z] as number);
    if (after < 0) continue;
    for (const m of neighbours[z] ?? []) {
      if (after <= (left[m] as number)) continue;
      if ((left[m] as number) < 0 && m !== skip) out.push(m);
      left[m] = after;
      queue.push(m);
    }
  }
  return out;
}

/**
 * A Move's worth: the best place the survivor could end its turn by walking on from there with the Actions
 * left (a first step toward a safe zone two Moves away is worth that zone), or the zone itself.
 */
function moveValue(sit: Situation, s: Survivor, here: number, to: number): number {
  let best = placeValue(sit, s, here, to);
  if (!W.forecast) return best;
  const actions = actionsOf(sit, s) - 1 - (sit.zombieCount[here] as number);
  for (const e of walkable(sit, to, actions, here))
    best = Math.max(best, placeValue(sit, s, here, e) - W.later);
  return best;
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
      if (zombiesIn(sit, s.zone).length > 0) return -1;
      return carryingNow(sit, s) < 1 ? 460 : W.search;
    case "reorganize":
      return reorganizeScore(sit, s, c);
    case "reload":
      return 250;
    case "move":
      return 200 + flight(sit, s, here, moveValue(sit, s, here, zoneAt(sit.sense, String(c.to))));
    case "skillMove": {
      const path = (c.path as string[] | undefined) ?? [];
      const to = path[path.length - 1];
      return to === undefined
        ? 0
        : 195 + flight(sit, s, here, placeValue(sit, s, here, zoneAt(sit.sense, to)));
    }
    case "openDoor":
      return doorScore(sit, s, c);
    case "eat":
      // Food gives Adrenaline, not health: an Action spent for a skill sooner and a higher Danger Level.
      return 20;
    case "getInCar":
    case "drive":
    case "getOutOfCar":
    case "changeCarSeat":
      return carScore(sit, s, here, c);
    case "endTurn": {
      const fear = healthLeft(s) <= 1 ? W.fear * 1.6 : W.fear;
      const danger = W.forecast
        ? forecastRisk(sit, s, here, fear)
        : exposure(sit, s, here) * fear + lethalExcess(sit, s, here) * W.lethal;
      return 200 - danger - spread(sit, here, here) * W.spread - 1;
    }
    default:
      // Shoves, taunts, noise...: only when nothing else is worth doing.
      return 50;
  }
}
