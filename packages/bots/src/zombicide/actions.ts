import { type ZombicideCommand, zoneIndex } from "@horda/zombicide";
import { senseOf, stepsBetween } from "./board-sense.ts";
import { zombiesIn, zoneThreat } from "./danger.ts";
import { asState, type BotSees } from "./sees.ts";
import { exitTime, targetZones } from "./targets.ts";
import { attackDamage, attackOf, expectedHits, expectedMisses, inventoryValue } from "./weapons.ts";

type Survivor = BotSees["survivors"][number];

/** What one decision needs to know, computed once for all the legal commands it scores. */
export interface Situation {
  readonly seen: BotSees;
  readonly threat: Float32Array;
  readonly targets: readonly number[];
  readonly exitTime: boolean;
  readonly survivors: ReadonlyMap<string, Survivor>;
  /** Zone index of every survivor still on the board, and their ids (same order). */
  readonly team: readonly number[];
  readonly teamIds: readonly string[];
  /** Door-opening feeds a counter that loses the game: open only doors on the way. */
  readonly doorsCost: boolean;
}

export function situation(seen: BotSees): Situation {
  const state = asState(seen);
  const onBoard = seen.survivors.filter(
    (s) => !s.eliminated && !s.escaped && !(s.companion && s.companion.leader === null),
  );
  const team = onBoard.map((s) => zoneIndex(state, s.zone));
  const mission = seen.mission;
  const loseCounters = new Set(
    (mission?.lose ?? []).flatMap((l) => (l.condition === "counter" ? [l.counter] : [])),
  );
  const doorsCost =
    mission?.rules.some(
      (r) =>
        r.on.event === "doorOpened" &&
        r.do.some((e) => e.effect === "addToCounter" && loseCounters.has((e as { counter: string }).counter)),
    ) ?? false;
  return {
    seen,
    threat: zoneThreat(seen),
    targets: targetZones(seen, team),
    exitTime: exitTime(seen),
    survivors: new Map(seen.survivors.map((s) => [s.id, s])),
    team,
    teamIds: onBoard.map((s) => s.id),
    doorsCost,
  };
}

function nearestTarget(sit: Situation, zone: number): number {
  const sense = senseOf(sit.seen);
  let best = 999;
  for (const t of sit.targets) best = Math.min(best, stepsBetween(sense, zone, t));
  return best;
}

/** How far a zone is from the rest of the team: Moves to the farthest team mate beyond 2. */
function spread(sit: Situation, zone: number, self: number): number {
  const sense = senseOf(sit.seen);
  let far = 0;
  for (const z of sit.team) if (z !== self) far = Math.max(far, stepsBetween(sense, zone, z));
  return Math.max(0, Math.min(far, 20) - 2);
}

function otherSeatPlayed(sit: Situation, s: Survivor): boolean {
  return sit.seen.survivors.some((o) => o.seat !== s.seat && o.done && !o.eliminated && !o.escaped);
}

function healthLeft(s: Survivor): number {
  return s.health - s.wounds;
}

// Tuning knobs (read once); the defaults are the measured best (docs/bots.md).
const W = {
  gain: Number(globalThis.process?.env?.BOT_GAIN ?? 40),
  fear: Number(globalThis.process?.env?.BOT_FEAR ?? 55),
  spread: Number(globalThis.process?.env?.BOT_SPREAD ?? 12),
  search: Number(globalThis.process?.env?.BOT_SEARCH ?? 230),
  together: Number(globalThis.process?.env?.BOT_TOGETHER ?? 0.7),
};

/**
 * The zone's threat shared with the team mates standing there: together they split the Wounds and have
 * more attacks to clear the zone next turn; a survivor alone next to a horde is the one that dies.
 */
function exposure(sit: Situation, s: Survivor, zone: number): number {
  let mates = 0;
  for (const [i, z] of sit.team.entries()) if (z === zone && sit.teamIds[i] !== s.id) mates++;
  return (sit.threat[zone] ?? 0) / (1 + mates * W.together);
}

/** The value of ending up in zone `to` (after a Move, a skill move, a Drive): progress, danger, cohesion. */
function placeValue(sit: Situation, s: Survivor, from: number, to: number): number {
  const gain = nearestTarget(sit, from) - nearestTarget(sit, to);
  const fear = healthLeft(s) <= 1 ? W.fear * 1.6 : W.fear;
  return gain * W.gain - exposure(sit, s, to) * fear - spread(sit, to, from) * W.spread;
}

/**
 * A fight in the survivor's own zone it cannot win before the Zombie Phase: more zombies than its attacks
 * (and the team mates still to play there) can kill, beyond the Wounds it can take. Better to walk away.
 */
function hopeless(sit: Situation, s: Survivor, hitsPerAction: number): boolean {
  const here = zombiesIn(sit.seen, s.zone).length;
  if (here === 0) return false;
  const actions = sit.seen.turn.active === s.id ? s.actionsLeft : 3;
  const helpers = sit.seen.survivors.filter(
    (o) => o.id !== s.id && o.zone === s.zone && !o.done && !o.eliminated && !o.escaped,
  ).length;
  const kills = hitsPerAction * actions + helpers * 1.5;
  return here - kills > healthLeft(s) - 1;
}

function meleeScore(sit: Situation, s: Survivor, c: ZombicideCommand): number {
  const attack = attackOf(sit.seen, String(c.weapon), "melee");
  if (!attack) return -1;
  const here = zombiesIn(sit.seen, s.zone);
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
  const there = zombiesIn(sit.seen, zone);
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
  return 560 + hits + close - risk;
}

function doorScore(sit: Situation, s: Survivor, c: ZombicideCommand): number {
  const sense = senseOf(sit.seen);
  const door = sense.board.doors.find((d) => d.id === c.door);
  if (!door) return 0;
  const here = zoneIndex(asState(sit.seen), s.zone);
  const other = door.zones[0] === here ? door.zones[1] : door.zones[0];
  // A door on the way to a target: the zone behind it is closer to a target than this one.
  const onTheWay = nearestTarget(sit, other) < nearestTarget(sit, here);
  if (onTheWay) return 330;
  return sit.doorsCost ? -50 : 120;
}

function reorganizeScore(sit: Situation, s: Survivor, c: ZombicideCommand): number {
  const mine = c.mine as { hands?: (string | null)[]; backpack?: string[] } | undefined;
  if (!mine?.hands) return 0;
  const before = inventoryValue(sit.seen, s.hands, s.backpack);
  const after = inventoryValue(sit.seen, mine.hands, mine.backpack ?? []);
  let gain = after - before;
  const other = c.with === undefined ? undefined : sit.survivors.get(String(c.with));
  const theirs = c.theirs as { hands?: (string | null)[]; backpack?: string[] } | undefined;
  if (other && theirs?.hands)
    gain +=
      inventoryValue(sit.seen, theirs.hands, theirs.backpack ?? []) -
      inventoryValue(sit.seen, other.hands, other.backpack);
  return gain > 0.4 ? 380 + gain * 40 : -1;
}

/** Scores one legal command of the player phase; the highest wins. */
export function scoreAction(sit: Situation, c: ZombicideCommand): number {
  const s = c.survivor === undefined ? undefined : sit.survivors.get(String(c.survivor));
  if (c.type.startsWith("sandbox")) return Number.NEGATIVE_INFINITY;
  if (!s) return c.type === "endTurn" ? 100 : 0;
  const state = asState(sit.seen);
  const here = zoneIndex(state, s.zone);
  switch (c.type) {
    case "escape":
      // The team leaves together: once everyone still on the board stands on the exit, all of them in
      // the same round (a seat left with nobody must not be first at the next round's start): wait while a
      // survivor of another seat has already ended its turn this round.
      return sit.exitTime && sit.team.every((z) => z === here) && !otherSeatPlayed(sit, s) ? 1000 : -1;
    case "takeObjective":
      return 900;
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
      if (zombiesIn(sit.seen, s.zone).length > 0) return -1;
      return inventoryValue(sit.seen, s.hands, s.backpack) < 1 ? 460 : W.search;
    case "reorganize":
      return reorganizeScore(sit, s, c);
    case "reload":
      return 250;
    case "move":
      return 200 + placeValue(sit, s, here, zoneIndex(state, String(c.to)));
    case "skillMove": {
      const path = (c.path as string[] | undefined) ?? [];
      const to = path[path.length - 1];
      return to === undefined ? 0 : 195 + placeValue(sit, s, here, zoneIndex(state, to));
    }
    case "openDoor":
      return doorScore(sit, s, c);
    case "eat":
      return s.wounds > 0 ? 280 : 150;
    case "endTurn": {
      const fear = healthLeft(s) <= 1 ? W.fear * 1.6 : W.fear;
      return 200 - exposure(sit, s, here) * fear - spread(sit, here, here) * W.spread - 1;
    }
    default:
      // Cars, shoves, taunts, noise...: only when nothing else is worth doing.
      return 50;
  }
}
