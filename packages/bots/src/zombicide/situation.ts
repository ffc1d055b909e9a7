import { movesToTargets, type Sense, senseOf } from "./board-sense.ts";
import { zoneAttacks, zoneThreat } from "./danger.ts";
import { type Forecast, fieldHash } from "./forecast.ts";
import { W } from "./knobs.ts";
import type { BotSees } from "./sees.ts";
import { exitTime, targetZones } from "./targets.ts";
import { zeros } from "./zones.ts";

export type Survivor = BotSees["survivors"][number];
export type Zombie = BotSees["zombies"][number];

const NO_ZONES = new Float32Array(0);

/** What one decision needs to know, computed once for all the legal commands it scores. */
export interface Situation {
  readonly seen: BotSees;
  readonly threat: Float32Array;
  readonly attacks: Float32Array;
  readonly targets: readonly number[];
  readonly exitTime: boolean;
  readonly survivors: ReadonlyMap<string, Survivor>;
  /** Zone index of every survivor still on the board, their ids and themselves (same order: the team index). */
  readonly team: readonly number[];
  readonly teamIds: readonly string[];
  readonly members: readonly Survivor[];
  /** Health left (`healthLeft`) and whether the turn is over (`done`), by team index. */
  readonly left: readonly number[];
  readonly done: readonly boolean[];
  /** Survivors on the board per zone index (Companions left alone too): the forecast's field as things stand. */
  readonly field: readonly number[];
  readonly fieldHash: number;
  /** Door-opening feeds a counter that loses the game: open only doors on the way. */
  readonly doorsCost: boolean;
  /** Doors that may still be opened before a losing counter fed by doors reaches its value. */
  readonly doorsLeft: number;
  readonly sense: Sense;
  /** Zones on the board (`sense.routes.n`). */
  readonly n: number;
  /** Moves from each zone (by index) to the nearest target. */
  readonly toTarget: Int16Array;
  /** The zombies standing in each zone, by zone id, and how many by zone index. */
  readonly zombiesAt: ReadonlyMap<string, readonly Zombie[]>;
  readonly zombieCount: readonly number[];
  /** Inventory values of the survivors as they stand, filled as asked. */
  readonly carrying: Map<string, number>;
  /** The coming Zombie Phase with one team member standing elsewhere, by team index × n + zone, filled as asked. */
  readonly forecasts: (Forecast | undefined)[];
  /** `placeValue` of each team member ending up in each zone from where it stands, by team index, NaN until asked. */
  readonly places: (number[] | undefined)[];
  /** Zombies each team member can kill next turn (`firepower`), by team index, filled as asked. */
  readonly power: (readonly number[] | undefined)[];
  /** `placeBound` of each team member ending up in each zone from where it stands, by team index, NaN until asked. */
  readonly bounds: (number[] | undefined)[];
  /**
   * By team index, filled as asked: `abandonFloor` from where it stands, and the highest `placeBound` of the zones
   * it can walk to this turn.
   */
  readonly floors: (number | undefined)[];
  readonly reach: (number | undefined)[];
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
  const n = sense.routes.n;
  const zoneIndex = sense.board.zoneIndex;
  const team: number[] = [];
  const teamIds: string[] = [];
  const members: Survivor[] = [];
  const left: number[] = [];
  const done: boolean[] = [];
  const survivors = new Map<string, Survivor>();
  const field = zeros(n);
  for (const s of seen.survivors) {
    survivors.set(s.id, s);
    if (s.eliminated || s.escaped) continue;
    const at = zoneAt(sense, s.zone);
    field[at] = (field[at] as number) + 1;
    if (s.companion && s.companion.leader === null) continue;
    team.push(at);
    teamIds.push(s.id);
    members.push(s);
    left.push(healthLeft(s));
    done.push(s.done);
  }
  const doorsLeft = doorsBeforeLoss(seen);
  const doorsCost = doorsLeft < Number.POSITIVE_INFINITY;
  const targets = targetZones(seen, team);
  // Where doors feed a losing counter, a way through a closed door counts as a few Moves longer than it is,
  // so the team keeps to the ways already open when they are not much longer.
  const toTarget = movesToTargets(sense, targets, doorsLeft, doorsCost && W.forecast ? W.doorToll : 0);
  const zombiesAt = new Map<string, Zombie[]>();
  const zombieCount = zeros(n);
  for (const z of seen.zombies) {
    const at = zoneIndex[z.zone];
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
    survivors,
    team,
    teamIds,
    members,
    left,
    done,
    field,
    fieldHash: fieldHash(field),
    doorsCost,
    doorsLeft,
    sense,
    n,
    toTarget,
    zombiesAt,
    zombieCount,
    carrying: new Map(),
    forecasts: [],
    places: [],
    power: [],
    bounds: [],
    floors: [],
    reach: [],
  };
}

export function zoneAt(sense: Sense, zone: string): number {
  const i = sense.board.zoneIndex[zone];
  if (i === undefined) throw new Error(`unknown zone ${zone}`);
  return i;
}

/** The survivor's team index, -1 when it is not on the board (or a Companion left alone). */
export function teamIndexOf(sit: Situation, s: Survivor): number {
  return sit.teamIds.indexOf(s.id);
}

export function nearestTarget(sit: Situation, zone: number): number {
  return sit.toTarget[zone] ?? 999;
}

export function healthLeft(s: Survivor): number {
  return s.health - s.wounds;
}
