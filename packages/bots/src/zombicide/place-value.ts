import { tablesOf } from "@horda/zombicide";
import { stepsBetween } from "./board-sense.ts";
import {
  type Forecast,
  firepower,
  forecastMoved,
  forecastZombiePhase,
  leftStanding,
  RUSH,
  survivorField,
} from "./forecast.ts";
import { W } from "./knobs.ts";
import { asState } from "./sees.ts";
import { healthLeft, nearestTarget, type Situation, type Survivor, teamIndexOf } from "./situation.ts";
import { nans } from "./zones.ts";

/**
 * How far a zone is from the rest of the team: Moves to the farthest team mate beyond 2. Team mates with no way
 * to `zone` at all (a split start on parts of the map no door joins yet) are not counted: no Move brings them
 * nearer, and counting them made every Move look worse than making noise.
 */
export function spread(sit: Situation, zone: number, self: number): number {
  let far = 0;
  for (const z of sit.team) {
    if (z === self) continue;
    const steps = stepsBetween(sit.sense, zone, z);
    if (steps < 999 && steps > far) far = steps;
  }
  return Math.max(0, Math.min(far, 20) - 2);
}

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

/** The coming Zombie Phase with survivor `s` (team index `i`, -1 if none) standing in zone `to`. */
function forecastFor(sit: Situation, s: Survivor, i: number, to: number): Forecast {
  if (i < 0) return forecastZombiePhase(sit.seen, survivorField(sit.seen, s.id, to));
  const key = i * sit.n + to;
  let f = sit.forecasts[key];
  if (!f) {
    f = forecastMoved(sit.seen, sit.field, sit.fieldHash, sit.team[i] as number, to);
    sit.forecasts[key] = f;
  }
  return f;
}

function powerOf(sit: Situation, i: number, o: Survivor): readonly number[] {
  let p = sit.power[i];
  if (!p) {
    p = firepower(sit.seen, o.hands);
    sit.power[i] = p;
  }
  return p;
}

/**
 * The danger of survivor `s` (team index `si`) ending up in zone `to`, from the forecast Zombie Phase: its share
 * of the Wounds landing there, the Wounds beyond what the survivors there can take without an elimination, and
 * the zombies standing there afterwards that the survivors there cannot kill in their next turn (they are
 * trapped with them: leaving costs an Action per zombie, and those left attack in the next Zombie Phase).
 */
function forecastRisk(sit: Situation, s: Survivor, si: number, to: number, fear: number): number {
  const f = forecastFor(sit, s, si, to);
  let count = 0;
  let absorb = 0;
  let [p0, p1, p2] = [0, 0, 0];
  for (let i = 0; i < sit.team.length; i++) {
    const self = i === si;
    if ((self ? to : sit.team[i]) !== to) continue;
    // A team mate still to play may walk away before the Zombie Phase: it shares the Wounds only in part.
    const stays = self || sit.done[i] ? 1 : W.pending;
    count += stays;
    absorb += ((self ? healthLeft(s) : (sit.left[i] as number)) - 1) * stays;
    const p = powerOf(sit, i, self ? s : (sit.members[i] as Survivor));
    p0 += p[0] as number;
    p1 += p[1] as number;
    p2 += p[2] as number;
  }
  if (count === 0) return 0;
  const hits = f.hits[to] as number;
  const lethal = Math.max(0, hits - absorb);
  // Nobody fights where a Hobomination stands.
  if ((f.blockers[to] as number) >= 0.5) [p0, p1, p2] = [0, 0, 0];
  const [a0, a1, a2] = f.after;
  const excess = leftStanding(a0[to] as number, a1[to] as number, a2[to] as number, p0, p1, p2);
  const nextLethal = Math.max(0, excess - Math.max(0, absorb - hits));
  const spawnRisk = Math.max(0, (f.risky[to] as number) - absorb) * W.spawn;
  return (
    (hits / count) * fear + lethal * W.lethal + (excess / count) * W.trap + nextLethal * W.next + spawnRisk
  );
}

/** The danger of survivor `s` ending up in zone `zone`: the forecast's, or the older stand-in's. */
export function dangerAt(sit: Situation, s: Survivor, zone: number, si = teamIndexOf(sit, s)): number {
  const fear = healthLeft(s) <= 1 ? W.fear * 1.6 : W.fear;
  return W.forecast
    ? forecastRisk(sit, s, si, zone, fear)
    : exposure(sit, s, zone) * fear + lethalExcess(sit, s, zone) * W.lethal;
}

/**
 * What walking away from zone `from` to `to` costs the team mates who already ended their turn in `from`: the
 * Wounds the forecast lands there that they can no longer split with survivor `s` (an elimination loses).
 */
export function abandonCost(
  sit: Situation,
  s: Survivor,
  from: number,
  to: number,
  si = teamIndexOf(sit, s),
): number {
  if (W.abandon <= 0 || from === to || !W.forecast) return 0;
  const { absorb, count } = leftBehind(sit, from, si);
  if (count === 0) return 0;
  const stay = forecastFor(sit, s, si, from).hits[from] as number;
  const gone = forecastFor(sit, s, si, to).hits[from] as number;
  const before = Math.max(0, stay - absorb - (healthLeft(s) - 1));
  const after = Math.max(0, gone - absorb);
  const share = gone / count - stay / (count + 1);
  return W.abandon * ((after - before) * W.lethal + Math.max(0, share) * W.fear);
}

/** The mates who have ended their Turn in `from` (left there by `si`) and the Wounds they can take between them. */
function leftBehind(sit: Situation, from: number, si: number): { absorb: number; count: number } {
  let absorb = 0;
  let count = 0;
  for (let i = 0; i < sit.team.length; i++) {
    if (sit.team[i] !== from || i === si || !sit.done[i]) continue;
    count++;
    absorb += (sit.left[i] as number) - 1;
  }
  return { absorb, count };
}

/**
 * The least `abandonCost(sit, s, from, to, si)` can be for any `to`: its Wounds-left-alone term with nothing landing
 * in `from` once `s` has left (`after` is never below 0), its share term (never below 0) left out.
 */
function abandonFloor(sit: Situation, s: Survivor, from: number, si: number): number {
  if (W.abandon <= 0 || !W.forecast) return 0;
  const { absorb, count } = leftBehind(sit, from, si);
  if (count === 0) return 0;
  const stay = forecastFor(sit, s, si, from).hits[from] as number;
  const before = Math.max(0, stay - absorb - (healthLeft(s) - 1));
  return W.abandon * ((0 - before) * W.lethal);
}

/**
 * Whether the knobs keep `dangerAt` at or above 0 wherever the survivor ends up (every weight of `forecastRisk`
 * not negative, and no Wounds taken away by a negative Rush share) and `abandonCost` at or above `abandonFloor`:
 * then `placeBound` is an upper bound of `placeValue`. `flight` is non-decreasing in the value whatever the knobs
 * (`W.urgent` is added only when above 0).
 */
export const BOUNDED =
  W.forecast &&
  W.fear >= 0 &&
  W.lethal >= 0 &&
  W.trap >= 0 &&
  W.next >= 0 &&
  W.spawn >= 0 &&
  W.pending >= 0 &&
  W.abandon >= 0 &&
  RUSH >= 0;

/**
 * An upper bound of `placeValue(sit, s, from, to)` that needs no forecast of `to` (when `BOUNDED`): the progress
 * and cohesion terms computed as `placeValueOf` computes them, the danger (never below 0) left out and
 * `abandonCost` at its `floor` (`abandonFloor`, the same for every `to`). It holds in floating point too:
 * rounding is monotone, so `x - d <= x` for `d >= 0` and `a - b <= a - b'` for `b >= b'`.
 */
function placeBound(sit: Situation, s: Survivor, from: number, to: number, floor: number): number {
  const i = teamIndexOf(sit, s);
  if (i < 0 || from !== sit.team[i]) return placeBoundOf(sit, from, to, floor);
  let bounds = sit.bounds[i];
  if (!bounds) {
    bounds = nans(sit.n);
    sit.bounds[i] = bounds;
  }
  let b = bounds[to] as number;
  if (Number.isNaN(b)) {
    b = placeBoundOf(sit, from, to, floor);
    bounds[to] = b;
  }
  return b;
}

function placeBoundOf(sit: Situation, from: number, to: number, floor: number): number {
  const gain = (nearestTarget(sit, from) - nearestTarget(sit, to)) * (sit.exitTime ? W.exitRush : 1);
  return gain * W.gain - spread(sit, to, from) * W.spread - floor;
}

/**
 * The places a command may bring survivor `s` to and what each is worth to it at most, for `planValue`: a Move's
 * (`moveValue`: the zone it enters, and those it may walk on to this turn at `W.later` less) or a single zone's.
 */
export interface PlacePlan {
  /** The zones, highest cap first. */
  readonly zones: readonly number[];
  /** What each zone's value counts less than its `placeValue` (0, or `W.later`). */
  readonly less: readonly number[];
  /** `placeBound - less` for each zone, never below that zone's `placeValue - less`: non-increasing. */
  readonly caps: readonly number[];
}

/** `abandonFloor` of survivor `s` leaving `here`, kept per team member leaving where it stands. */
function floorOf(sit: Situation, s: Survivor, here: number): number {
  const i = teamIndexOf(sit, s);
  if (i < 0 || here !== sit.team[i]) return abandonFloor(sit, s, here, i);
  let floor = sit.floors[i];
  if (floor === undefined) {
    floor = abandonFloor(sit, s, here, i);
    sit.floors[i] = floor;
  }
  return floor;
}

/**
 * The highest cap of a Move's plan (`movePlan`) from `here` into `to`, without the plan: `to`'s own bound, and
 * the best bound of every zone the survivor can walk to this turn, `W.later` less. A Move into a zone next to
 * `here` can walk on from there only where a walk from `here` through that zone reaches (with as many Actions
 * left at least), so its plan's zones are among those. Infinite for a Move elsewhere (a plan is then needed).
 */
export function moveCap(sit: Situation, s: Survivor, here: number, to: number): number {
  const i = teamIndexOf(sit, s);
  if (i < 0 || here !== sit.team[i]) return Number.POSITIVE_INFINITY;
  if (!(tablesOf(asState(sit.seen)).neighbours[here] ?? []).includes(to)) return Number.POSITIVE_INFINITY;
  const floor = floorOf(sit, s, here);
  let reach = sit.reach[i];
  if (reach === undefined) {
    reach = Number.NEGATIVE_INFINITY;
    for (const e of walkable(sit, here, actionsOf(sit, s), here))
      reach = Math.max(reach, placeBound(sit, s, here, e, floor));
    sit.reach[i] = reach;
  }
  return Math.max(placeBound(sit, s, here, to, floor), reach - W.later);
}

/** The cap of a skill Move's or a Drive's plan (`placePlan`) from `here` ending in `to`. */
export function placeCap(sit: Situation, s: Survivor, here: number, to: number): number {
  return placeBound(sit, s, here, to, floorOf(sit, s, here));
}

function planOf(sit: Situation, s: Survivor, here: number, zones: number[], less: number[]): PlacePlan {
  const floor = floorOf(sit, s, here);
  const caps = zones.map((z, k) => placeBound(sit, s, here, z, floor) - (less[k] as number));
  const order = zones.map((_, k) => k).sort((a, b) => (caps[b] as number) - (caps[a] as number));
  return {
    zones: order.map((k) => zones[k] as number),
    less: order.map((k) => less[k] as number),
    caps: order.map((k) => caps[k] as number),
  };
}

/** The plan of a Move from `here` into `to` (`moveValue`'s places). Only when `BOUNDED`. */
export function movePlan(sit: Situation, s: Survivor, here: number, to: number): PlacePlan {
  const zones = [to];
  const less = [0];
  const actions = actionsOf(sit, s) - 1 - (sit.zombieCount[here] as number);
  for (const e of walkable(sit, to, actions, here)) {
    zones.push(e);
    less.push(W.later);
  }
  return planOf(sit, s, here, zones, less);
}

/** The plan of a skill Move or a Drive from `here` ending in `to` (`placeValue`'s one place). Only when `BOUNDED`. */
export function placePlan(sit: Situation, s: Survivor, here: number, to: number): PlacePlan {
  return planOf(sit, s, here, [to], [0]);
}

/**
 * The plan's value, the same number `moveValue` (or `placeValue`) gives, working out the places' values best cap
 * first and stopping once no cap left is above the best value found. NaN instead once `score` (a command's
 * score from the value, non-decreasing) of the best the value can still be is below `floor`: the command cannot
 * be chosen.
 */
export function planValue(
  sit: Situation,
  s: Survivor,
  here: number,
  plan: PlacePlan,
  floor: number,
  score: (value: number) => number,
): number {
  let best = Number.NEGATIVE_INFINITY;
  for (let k = 0; k < plan.zones.length; k++) {
    const cap = plan.caps[k] as number;
    if (cap <= best) break;
    if (score(cap) < floor) return Number.NaN;
    best = Math.max(best, placeValue(sit, s, here, plan.zones[k] as number) - (plan.less[k] as number));
  }
  return best;
}

/**
 * The value of ending up in zone `to` (after a Move, a skill move, a Drive): progress, danger, cohesion. The
 * Moves of a decision ask for the same zones many times: kept per team member, from where it stands.
 */
export function placeValue(sit: Situation, s: Survivor, from: number, to: number): number {
  const i = teamIndexOf(sit, s);
  if (i < 0 || from !== sit.team[i]) return placeValueOf(sit, s, i, from, to);
  let values = sit.places[i];
  if (!values) {
    values = nans(sit.n);
    sit.places[i] = values;
  }
  let v = values[to] as number;
  if (Number.isNaN(v)) {
    v = placeValueOf(sit, s, i, from, to);
    values[to] = v;
  }
  return v;
}

function placeValueOf(sit: Situation, s: Survivor, si: number, from: number, to: number): number {
  // Once only the exit is left, every round spawns more: getting there counts most.
  const gain = (nearestTarget(sit, from) - nearestTarget(sit, to)) * (sit.exitTime ? W.exitRush : 1);
  const danger = dangerAt(sit, s, to, si);
  return gain * W.gain - danger - spread(sit, to, from) * W.spread - abandonCost(sit, s, from, to, si);
}

/**
 * A Move worth much more than staying put (the horde the forecast sees landing here, or progress the team
 * needs) goes before any fight: fights score above Moves otherwise, and a survivor that spends its Actions
 * fighting where the horde lands is trapped there (leaving costs an Action per zombie).
 */
export function flight(sit: Situation, s: Survivor, here: number, value: number): number {
  if (W.urgent <= 0) return value;
  const stay = placeValue(sit, s, here, here);
  return value - stay > W.margin ? value + W.urgent : value;
}

/** The most `flight` can make of a place worth `value`, whatever the place where the survivor stands is worth. */
export function flightCap(value: number): number {
  return W.urgent <= 0 ? value : value + W.urgent;
}

/** Actions survivor `s` has this turn: what is left once its turn started, else a whole turn. */
export function actionsOf(sit: Situation, s: Survivor): number {
  return sit.seen.turn.active === s.id ? s.actionsLeft : 3;
}

// Scratch space of `walkable` (one search at a time): Actions left on reaching each zone, and the queue.
let left = new Int8Array(0);
let queue = new Int16Array(0);

/**
 * Zones a survivor standing in `from` with `actions` Actions could walk to this turn (leaving a zone costs 1
 * Action plus 1 per zombie there), other than `from` and `skip`.
 */
function walkable(sit: Situation, from: number, actions: number, skip: number): number[] {
  const { n, neighbours } = tablesOf(asState(sit.seen));
  if (left.length < n) {
    left = new Int8Array(n);
    queue = new Int16Array(n * 8);
  }
  left.fill(-1, 0, n);
  left[from] = actions;
  let head = 0;
  let tail = 0;
  queue[tail++] = from;
  const out: number[] = [];
  while (head < tail) {
    const z = queue[head++] as number;
    const after = (left[z] as number) - 1 - (sit.zombieCount[z] as number);
    if (after < 0) continue;
    for (const m of neighbours[z] ?? []) {
      if (after <= (left[m] as number)) continue;
      if ((left[m] as number) < 0 && m !== skip) out.push(m);
      left[m] = after;
      if (tail === queue.length) {
        const bigger = new Int16Array(queue.length * 2);
        bigger.set(queue);
        queue = bigger;
      }
      queue[tail++] = m;
    }
  }
  return out;
}

/**
 * A Move's worth: the best place the survivor could end its turn by walking on from there with the Actions
 * left (a first step toward a safe zone two Moves away is worth that zone), or the zone itself.
 */
export function moveValue(sit: Situation, s: Survivor, here: number, to: number): number {
  let best = placeValue(sit, s, here, to);
  if (!W.forecast) return best;
  const actions = actionsOf(sit, s) - 1 - (sit.zombieCount[here] as number);
  for (const e of walkable(sit, to, actions, here))
    best = Math.max(best, placeValue(sit, s, here, e) - W.later);
  return best;
}
