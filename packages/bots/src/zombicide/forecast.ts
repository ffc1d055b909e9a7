import { boardOf, huntFrom, survivorDanger, tablesOf, zoneIndex } from "@horda/zombicide";
import { senseOf } from "./board-sense.ts";
import { asState, type BotSees } from "./sees.ts";
import { attackDamage, equipment, expectedHits } from "./weapons.ts";

/**
 * The coming Zombie Phase played out on the public state, for one placement of the survivors: every zombie
 * spends its Actions attacking when it stands with survivors, else walking one step toward the loudest zone
 * it sees (or the loudest of the board), as the engine's `huntFrom` says. A group whose way splits is spread
 * evenly over the branches. Spawn cards are unknown: each active Spawn Zone adds a few zombies where it
 * stands; zombies a mission rule places at the next round's start (read from its data) are added too.
 */
export interface Forecast {
  /** Wounds landing in each zone (by index) during the phase. */
  readonly hits: Float32Array;
  /** Zombies standing in each zone after the phase, by the damage it takes to kill them (1, 2, 3+). */
  readonly after: readonly [Float32Array, Float32Array, Float32Array];
  /** Zombies a Spawn Step could put in each zone at once (the spawn zone, and where a Rush card walks them). */
  readonly risky: Float32Array;
  /** Zombies standing in each zone after the phase that stop every Combat Action there (a Hobomination). */
  readonly blockers: Float32Array;
}

/** Zombies a Spawn Step may add at an active Spawn Zone, by the highest Danger Level (blue to red). */
const SPAWN_GUESS = [1.5, 3, 4.5, 6];
const RUSH = Number(globalThis.process?.env?.BOT_RUSH ?? 0.25);
const DANGER_RANK: Readonly<Record<string, number>> = { blue: 0, yellow: 1, orange: 2, red: 3 };

/** The Danger Level spawn cards are read at: the highest of the survivors on the board. */
function dangerRank(seen: BotSees): number {
  let rank = 0;
  for (const s of seen.survivors)
    if (!s.eliminated && !s.escaped) rank = Math.max(rank, DANGER_RANK[survivorDanger(s)] ?? 0);
  return rank;
}

/** Survivors on the board per zone index, with survivor `moved` (if any) standing in zone `to` instead. */
export function survivorField(seen: BotSees, moved?: string, to?: number): Int16Array {
  const state = asState(seen);
  const count = new Int16Array(tablesOf(state).n);
  for (const s of seen.survivors) {
    if (s.eliminated || s.escaped) continue;
    const at = s.id === moved && to !== undefined ? to : zoneIndex(state, s.zone);
    count[at] = (count[at] as number) + 1;
  }
  return count;
}

/** An Abomination whose card stops every Combat Action in its zone (the rule as the content names it). */
export function blocksCombat(seen: BotSees, card: string | undefined): boolean {
  return card !== undefined && (seen.zombieCatalog.abominations[card]?.rules ?? []).includes(BLOCKS_COMBAT);
}

const BLOCKS_COMBAT = "blocks-combat-in-zone";

function bucket(seen: BotSees, type: string): 0 | 1 | 2 {
  const d = seen.zombieCatalog.types[type]?.damageToKill ?? 1;
  return d >= 3 ? 2 : d === 2 ? 1 : 0;
}

/**
 * What the forecast reads besides where the survivors stand. Between two decisions of a turn it mostly stays
 * the same (a Move changes only the survivors' places), so the zombies by type, the noise tokens and every
 * forecast already made are kept while each part read is the same object (or, for the noise, the same numbers).
 * Pure: the cache only saves work, a forecast is the same with or without it.
 */
interface Ground {
  readonly board: BotSees["board"];
  readonly openDoors: BotSees["openDoors"];
  readonly unlockedColours: BotSees["unlockedColours"];
  readonly zombies: BotSees["zombies"];
  readonly spawns: BotSees["spawns"];
  readonly catalog: BotSees["zombieCatalog"];
  readonly modules: BotSees["modules"];
  readonly slices: BotSees["slices"];
  readonly cars: BotSees["cars"];
  readonly rules: unknown;
  readonly fired: unknown;
  readonly round: number;
  readonly danger: number;
  /** The engine's tables for survivors: the same object means the same doors and board hooks' reading. */
  readonly tables: ReturnType<typeof tablesOf>;
  /** Noise tokens per zone index, as last read from `noise` (a new record with the same numbers will do). */
  readonly tokens: Int16Array;
  noise: BotSees["noise"];
  /** The last state this ground was found to hold for. */
  seen: BotSees;
  /** Zombies per zone index by type, those stopping Combat Actions apart, in the order they first stand. */
  readonly groups: readonly Group[];
  /** Forecasts made, by the survivors' places (`fieldKey`). */
  readonly made: Map<string, Forecast>;
}

interface Group {
  readonly type: string;
  readonly blocks: boolean;
  /** The type's Actions in a Zombie Phase. */
  readonly actions: number;
  readonly bucket: 0 | 1 | 2;
  readonly start: Float32Array;
}

let ground: Ground | null = null;

function tokensOf(seen: BotSees, board: ReturnType<typeof boardOf>, n: number): Int16Array {
  const tokens = new Int16Array(n);
  for (const zone in seen.noise) {
    const z = board.zoneIndex[zone];
    if (z !== undefined) tokens[z] = (tokens[z] as number) + (seen.noise[zone] as number);
  }
  return tokens;
}

function sameNumbers(a: Int16Array, b: Int16Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

function groundOf(seen: BotSees): Ground {
  // The decisions of one state ask many times: its answer holds as long as no other state was asked since.
  if (ground !== null && ground.seen === seen) return ground;
  const state = asState(seen);
  const tables = tablesOf(state);
  const danger = dangerRank(seen);
  const g = ground;
  if (
    g !== null &&
    g.board === seen.board &&
    g.tables === tables &&
    g.openDoors === seen.openDoors &&
    g.unlockedColours === seen.unlockedColours &&
    g.zombies === seen.zombies &&
    g.spawns === seen.spawns &&
    g.catalog === seen.zombieCatalog &&
    g.modules === seen.modules &&
    g.slices === seen.slices &&
    g.cars === seen.cars &&
    g.rules === seen.mission?.rules &&
    g.fired === seen.mission?.fired &&
    g.round === seen.turn.round &&
    g.danger === danger
  ) {
    const sameNoise =
      g.noise === seen.noise || sameNumbers(tokensOf(seen, boardOf(state), tables.n), g.tokens);
    if (sameNoise) {
      g.noise = seen.noise;
      g.seen = seen;
      return g;
    }
  }
  const board = boardOf(state);
  const n = tables.n;
  // Zombies move by type; those with an Abomination card's rule that matters here move on their own.
  const byType = new Map<string, Float32Array>();
  for (const z of seen.zombies) {
    const key = blocksCombat(seen, z.card) ? `${z.type}|blocks` : z.type;
    let mass = byType.get(key);
    if (!mass) {
      mass = new Float32Array(n);
      byType.set(key, mass);
    }
    const at = zoneIndex(state, z.zone);
    mass[at] = (mass[at] as number) + 1;
  }
  ground = {
    board: seen.board,
    openDoors: seen.openDoors,
    unlockedColours: seen.unlockedColours,
    zombies: seen.zombies,
    spawns: seen.spawns,
    catalog: seen.zombieCatalog,
    modules: seen.modules,
    slices: seen.slices,
    cars: seen.cars,
    rules: seen.mission?.rules,
    fired: seen.mission?.fired,
    round: seen.turn.round,
    danger,
    tables,
    tokens: tokensOf(seen, board, n),
    noise: seen.noise,
    seen,
    groups: [...byType].map(([key, start]) => {
      const [type, blocks] = key.split("|") as [string, string | undefined];
      return {
        type,
        blocks: blocks !== undefined,
        actions: seen.zombieCatalog.types[type]?.actions ?? 1,
        bucket: bucket(seen, type),
        start,
      };
    }),
    made: new Map(),
  };
  return ground;
}

/** The survivors' places as a short string: each occupied zone index and its count. */
function fieldKey(survivors: Int16Array): string {
  let key = "";
  for (let z = 0; z < survivors.length; z++) {
    const c = survivors[z] as number;
    if (c !== 0) key += String.fromCharCode(z, c);
  }
  return key;
}

export function forecastZombiePhase(seen: BotSees, survivors: Int16Array): Forecast {
  const g = groundOf(seen);
  const key = fieldKey(survivors);
  let f = g.made.get(key);
  if (!f) {
    f = playOut(seen, g, survivors);
    if (g.made.size > 4096) g.made.clear();
    g.made.set(key, f);
  }
  return f;
}

function playOut(seen: BotSees, g: Ground, survivors: Int16Array): Forecast {
  const state = asState(seen);
  const board = boardOf(state);
  const n = g.tables.n;
  const noise = new Int16Array(n);
  for (let z = 0; z < n; z++) noise[z] = (survivors[z] as number) + (g.tokens[z] as number);
  const field = { survivors, noise };
  const hits = new Float32Array(n);
  const after: [Float32Array, Float32Array, Float32Array] = [
    new Float32Array(n),
    new Float32Array(n),
    new Float32Array(n),
  ];
  const occupied: number[] = [];
  let loudest = 0;
  for (let z = 0; z < n; z++) {
    if ((survivors[z] as number) > 0) occupied.push(z);
    loudest = Math.max(loudest, noise[z] as number);
  }
  const loudZones: number[] = [];
  if (loudest > 0) for (let z = 0; z < n; z++) if (noise[z] === loudest) loudZones.push(z);
  // Where a group standing in a zone goes, by actor type and zone: the branches of its hunt (same for every
  // zombie there).
  const ways = new Map<string, (readonly number[] | undefined)[]>();
  const waysOf = (type: string): (readonly number[] | undefined)[] => {
    let w = ways.get(type);
    if (!w) {
      w = new Array(n);
      ways.set(type, w);
    }
    return w;
  };
  const wayFrom = (w: (readonly number[] | undefined)[], from: number, type: string): readonly number[] => {
    let branches = w[from];
    if (!branches) {
      branches =
        huntBranches(tablesOf(state, type), from, occupied, noise, loudZones) ??
        huntFrom(state, from, field, type).branches;
      w[from] = branches;
    }
    return branches;
  };
  const blockers = new Float32Array(n);
  for (const { type, blocks, actions, bucket: into, start } of g.groups) {
    const w = waysOf(type);
    let mass = start;
    for (let a = 0; a < actions; a++) {
      const next = new Float32Array(n);
      for (let z = 0; z < n; z++) {
        const m = mass[z] as number;
        if (m === 0) continue;
        if ((survivors[z] as number) > 0) {
          hits[z] = (hits[z] as number) + m;
          next[z] = (next[z] as number) + m;
          continue;
        }
        const branches = wayFrom(w, z, type);
        if (branches.length === 0) next[z] = (next[z] as number) + m;
        else for (const b of branches) next[b] = (next[b] as number) + m / branches.length;
      }
      mass = next;
    }
    const standing = after[into];
    for (let z = 0; z < n; z++) standing[z] = (standing[z] as number) + (mass[z] as number);
    if (blocks) for (let z = 0; z < n; z++) blockers[z] = (blockers[z] as number) + (mass[z] as number);
  }
  // Spawns: about `guess` zombies per active Spawn Zone; a Rush card (about one in four) walks them on at once.
  const guess = SPAWN_GUESS[g.danger] as number;
  const risky = new Float32Array(n);
  const walkers = waysOf("walker");
  for (const spawn of seen.spawns) {
    if (spawn.activeFrom === null || spawn.activeFrom > seen.turn.round) continue;
    const at = board.zoneIndex[spawn.zone];
    if (at === undefined) continue;
    if ((survivors[at] as number) > 0) {
      hits[at] = (hits[at] as number) + guess * RUSH;
      after[0][at] = (after[0][at] as number) + guess;
      continue;
    }
    const branches = wayFrom(walkers, at, "walker");
    const rushed = branches.length === 0 ? 0 : guess * RUSH;
    // The worst case weighs more than the mean: a Rush into a survivors' zone is how teams are eliminated.
    for (const b of branches) risky[b] = (risky[b] as number) + guess / branches.length;
    risky[at] = (risky[at] as number) + guess;
    after[0][at] = (after[0][at] as number) + guess - rushed;
    for (const b of branches) {
      after[0][b] = (after[0][b] as number) + rushed / branches.length;
      if ((survivors[b] as number) > 0) hits[b] = (hits[b] as number) + rushed / branches.length;
    }
  }
  scheduledSpawns(seen, after);
  return { hits, after, risky, blockers };
}

/**
 * The engine's hunt (`huntFrom`, §7 Move) for one zone, without its explanations: the loudest survivor zone in
 * sight, else the loudest zone of the board; one step along every shortest route. Null when no open route
 * leads there (the engine's hooks then decide).
 */
export function huntBranches(
  tables: ReturnType<typeof tablesOf>,
  from: number,
  occupied: readonly number[],
  noise: Int16Array,
  loudZones: readonly number[],
): readonly number[] | null {
  const { n, sight, steps, neighbours } = tables;
  let best = -1;
  let dests: number[] = [];
  for (const z of occupied) {
    if ((sight[from * n + z] as number) < 0) continue;
    const v = noise[z] as number;
    if (v > best) [best, dests] = [v, [z]];
    else if (v === best) dests.push(z);
  }
  const targets = dests.length > 0 ? dests : loudZones;
  if (targets.length === 0 || targets.includes(from)) return [];
  const branches: number[] = [];
  for (const d of targets) {
    const left = steps[from * n + d] as number;
    if (left < 0) continue;
    for (const m of neighbours[from] ?? [])
      if ((steps[m * n + d] as number) === left - 1 && !branches.includes(m)) branches.push(m);
  }
  return branches.length === 0 ? null : branches.sort((a, b) => a - b);
}

/** Zombies the mission's rules place at the start of the next round (`roundStart` + `spawnZombies`). */
function scheduledSpawns(seen: BotSees, after: Forecast["after"]): void {
  const mission = seen.mission;
  if (!mission) return;
  const next = seen.turn.round + 1;
  for (const rule of mission.rules) {
    if (rule.on.event !== "roundStart" || rule.on.round !== next) continue;
    if (!rule.repeat && mission.fired.includes(rule.id)) continue;
    for (const e of rule.do) {
      if (e.effect !== "spawnZombies") continue;
      const token = senseOf(seen).board.tokens.find((t) => t.id === e.token);
      if (!token) continue;
      const into = after[bucket(seen, e.zombie)];
      into[token.zone] = (into[token.zone] as number) + e.count;
    }
  }
}

/**
 * Zombies a survivor can kill with a turn's Actions (3) using its best weapon in its own zone, by the damage
 * it takes to kill them (1, 2, 3+).
 */
export function firepower(seen: BotSees, hands: readonly (string | null)[]): [number, number, number] {
  const best: [number, number, number] = [0, 0, 0];
  for (const uid of hands) {
    for (const a of equipment(seen, uid)?.attacks ?? []) {
      if (a.mode === "molotov") continue;
      if (a.mode === "ranged" && a.range[0] > 0) continue;
      const h = expectedHits(a) * 3;
      const d = attackDamage(a);
      for (let b = 0; b < 3; b++) if (d >= b + 1) best[b] = Math.max(best[b] as number, h);
    }
  }
  return best;
}

/**
 * Zombies of a zone (by damage bucket) the survivors there cannot kill in a turn with `power` (summed
 * `firepower`): the toughest take the strong weapons' attacks first.
 */
export function leftStanding(counts: readonly number[], power: readonly number[]): number {
  let left = 0;
  let used = 0;
  for (let b = 2; b >= 0; b--) {
    const c = counts[b] as number;
    const can = Math.max(0, (power[b] as number) - used);
    const killed = Math.min(c, can);
    used += killed;
    left += c - killed;
  }
  return left;
}
