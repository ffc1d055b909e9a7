import { boardOf, huntFrom, survivorDanger, tablesOf } from "@horda/zombicide";
import { senseOf } from "./board-sense.ts";
import { asState, type BotSees } from "./sees.ts";
import { attackDamage, equipment, expectedHits } from "./weapons.ts";
import { zeros } from "./zones.ts";

/**
 * The coming Zombie Phase played out on the public state, for one placement of the survivors: every zombie
 * spends its Actions attacking when it stands with survivors, else walking one step toward the loudest zone
 * it sees (or the loudest of the board), as the engine's `huntFrom` says. A group whose way splits is spread
 * evenly over the branches. Spawn cards are unknown: each active Spawn Zone adds a few zombies where it
 * stands; zombies a mission rule places at the next round's start (read from its data) are added too.
 * Every number is by zone index, kept at single precision (`Math.fround`: the forecast was first written with
 * Float32Arrays, whose every store rounds so; plain arrays are much cheaper to make than small typed arrays).
 */
export interface Forecast {
  /** Wounds landing in each zone (by index) during the phase. */
  readonly hits: readonly number[];
  /** Zombies standing in each zone after the phase, by the damage it takes to kill them (1, 2, 3+). */
  readonly after: readonly [readonly number[], readonly number[], readonly number[]];
  /** Zombies a Spawn Step could put in each zone at once (the spawn zone, and where a Rush card walks them). */
  readonly risky: readonly number[];
  /** Zombies standing in each zone after the phase that stop every Combat Action there (a Hobomination). */
  readonly blockers: readonly number[];
}

/** Survivors per zone index. */
export type Field = Readonly<ArrayLike<number>>;

/** Zombies a Spawn Step may add at an active Spawn Zone, by the highest Danger Level (blue to red). */
const SPAWN_GUESS = [1.5, 3, 4.5, 6];
/** The share of a spawn a Rush card walks on at once (`BOT_RUSH`). */
export const RUSH = Number(globalThis.process?.env?.BOT_RUSH ?? 0.25);
const DANGER_RANK: Readonly<Record<string, number>> = { blue: 0, yellow: 1, orange: 2, red: 3 };
const f32 = Math.fround;

/** The Danger Level spawn cards are read at: the highest of the survivors on the board. */
function dangerRank(seen: BotSees): number {
  let rank = 0;
  for (const s of seen.survivors)
    if (!s.eliminated && !s.escaped) rank = Math.max(rank, DANGER_RANK[survivorDanger(s)] ?? 0);
  return rank;
}

/** Survivors on the board per zone index, with survivor `moved` (if any) standing in zone `to` instead. */
export function survivorField(seen: BotSees, moved?: string, to?: number): number[] {
  const board = boardOf(asState(seen));
  const count = zeros(board.zones.length);
  for (const s of seen.survivors) {
    if (s.eliminated || s.escaped) continue;
    const at = s.id === moved && to !== undefined ? to : zoneOf(board, s.zone);
    count[at] = (count[at] as number) + 1;
  }
  return count;
}

function zoneOf(board: ReturnType<typeof boardOf>, zone: string): number {
  const i = board.zoneIndex[zone];
  if (i === undefined) throw new Error(`unknown zone ${zone}`);
  return i;
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
  /**
   * The engine's tables for each zombie type, as asked: their key is the survivors' one but for the actor's class,
   * so they hold as long as the survivors' tables do.
   */
  readonly hunts: Map<string, ReturnType<typeof tablesOf>>;
  /** Noise tokens per zone index, as last read from `noise` (a new record with the same numbers will do). */
  readonly tokens: readonly number[];
  noise: BotSees["noise"];
  /** The last state this ground was found to hold for. */
  seen: BotSees;
  /** Zombies per zone index by type, those stopping Combat Actions apart, in the order they first stand. */
  readonly groups: readonly Group[];
  /** Zone indices of the Spawn Zones active this round, in the state's order. */
  readonly spawning: readonly number[];
  /** Zombies the mission's rules place at the start of the next round, in their order. */
  readonly scheduled: readonly Scheduled[];
  /**
   * Where zombies go when no open route leads where they head (the engine's hooks), by type, then by zone and
   * heading (a number for one zone headed to), for `seen`.
   */
  readonly offRoute: Map<string, Map<number | string, readonly number[]>>;
  /** Forecasts made, by the hash of the survivors' places (`fieldHash`), those of equal hashes chained. */
  readonly made: Map<number, Made>;
  size: number;
}

interface Group {
  readonly type: string;
  readonly blocks: boolean;
  /** The type's Actions in a Zombie Phase. */
  readonly actions: number;
  readonly bucket: 0 | 1 | 2;
  readonly start: readonly number[];
}

interface Scheduled {
  readonly bucket: 0 | 1 | 2;
  readonly zone: number;
  readonly count: number;
}

interface Made {
  readonly field: readonly number[];
  readonly forecast: Forecast;
  readonly next: Made | undefined;
}

let ground: Ground | null = null;

function tokensOf(seen: BotSees, board: ReturnType<typeof boardOf>, n: number): number[] {
  const tokens = zeros(n);
  for (const zone in seen.noise) {
    const z = board.zoneIndex[zone];
    if (z !== undefined) tokens[z] = (tokens[z] as number) + (seen.noise[zone] as number);
  }
  return tokens;
}

/** The noise record holds the same tokens per zone index as `tokens`. */
function sameTokens(seen: BotSees, board: ReturnType<typeof boardOf>, tokens: readonly number[]): boolean {
  const read = tokensOf(seen, board, tokens.length);
  for (let i = 0; i < tokens.length; i++) if (read[i] !== tokens[i]) return false;
  return true;
}

function groundOf(seen: BotSees): Ground {
  // The decisions of one state ask many times: its answer holds as long as no other state was asked since.
  if (ground !== null && ground.seen === seen) return ground;
  const state = asState(seen);
  const tables = tablesOf(state);
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
    g.danger === dangerRank(seen) &&
    (g.noise === seen.noise || sameTokens(seen, boardOf(state), g.tokens))
  ) {
    g.noise = seen.noise;
    g.seen = seen;
    // A hook may read the state's own survivors (classic's blocked path): its answers hold for one state.
    g.offRoute.clear();
    return g;
  }
  const board = boardOf(state);
  const n = tables.n;
  // Zombies move by type; those with an Abomination card's rule that matters here move on their own.
  const byType = new Map<string, number[]>();
  for (const z of seen.zombies) {
    const key = blocksCombat(seen, z.card) ? `${z.type}|blocks` : z.type;
    let mass = byType.get(key);
    if (!mass) {
      mass = zeros(n);
      byType.set(key, mass);
    }
    const at = zoneOf(board, z.zone);
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
    danger: dangerRank(seen),
    tables,
    hunts: new Map(),
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
    spawning: activeSpawns(seen, board),
    scheduled: scheduledSpawns(seen),
    offRoute: new Map(),
    made: new Map(),
    size: 0,
  };
  return ground;
}

/** A number for each zone; a field's hash is the sum over its survivors, so moving one is two additions. */
function zoneHash(z: number): number {
  return (Math.imul(z + 1, 0x9e3779b1) >>> 8) & 0x3fffff;
}

export function fieldHash(survivors: Field): number {
  let h = 0;
  for (let z = 0; z < survivors.length; z++) {
    const c = survivors[z] as number;
    if (c !== 0) h += c * zoneHash(z);
  }
  return h;
}

/** Is `field` the same as `base` with one survivor standing in `to` instead of `from`? */
function sameMoved(field: readonly number[], base: Field, from: number, to: number): boolean {
  if (field.length !== base.length) return false;
  for (let z = 0; z < base.length; z++) {
    const want = (base[z] as number) + (z === to ? 1 : 0) - (z === from ? 1 : 0);
    if (field[z] !== want) return false;
  }
  return true;
}

function remember(g: Ground, hash: number, field: readonly number[], forecast: Forecast): void {
  if (g.size > 4096) {
    g.made.clear();
    g.size = 0;
  }
  g.made.set(hash, { field, forecast, next: g.made.get(hash) });
  g.size++;
}

export function forecastZombiePhase(seen: BotSees, survivors: Field): Forecast {
  return forecastMoved(seen, survivors, fieldHash(survivors), 0, 0);
}

/**
 * `forecastZombiePhase` for the survivors of `field` (whose `fieldHash` is `hash`) with one of those standing in
 * zone `from` standing in `to` instead (the same field when `from` is `to`), without building that field unless
 * no forecast was made for it yet.
 */
export function forecastMoved(seen: BotSees, field: Field, hash: number, from: number, to: number): Forecast {
  const g = groundOf(seen);
  const movedHash = from === to ? hash : hash - zoneHash(from) + zoneHash(to);
  for (let m = g.made.get(movedHash); m; m = m.next)
    if (sameMoved(m.field, field, from, to)) return m.forecast;
  const moved = zeros(field.length);
  for (let z = 0; z < field.length; z++) moved[z] = field[z] as number;
  moved[from] = (moved[from] as number) - 1;
  moved[to] = (moved[to] as number) + 1;
  const f = playOut(seen, g, moved);
  remember(g, movedHash, moved, f);
  return f;
}

function activeSpawns(seen: BotSees, board: ReturnType<typeof boardOf>): number[] {
  const zones: number[] = [];
  for (const spawn of seen.spawns) {
    if (spawn.activeFrom === null || spawn.activeFrom > seen.turn.round) continue;
    const at = board.zoneIndex[spawn.zone];
    if (at !== undefined) zones.push(at);
  }
  return zones;
}

// Two scratch rows for the zombies' mass while a group walks, one playOut at a time; all zeros between uses.
let massA: number[] = [];
let massB: number[] = [];

const NO_ROUTE: readonly number[] = [];

// The field `huntFrom` reads where no open route leads, refilled by each playOut that needs it (typed arrays
// are costly to make, and huntFrom keeps nothing of it).
let huntField = { survivors: new Int16Array(0), noise: new Int16Array(0) };
function fillHuntField(survivors: Field, noise: Field): void {
  if (huntField.survivors.length !== survivors.length)
    huntField = { survivors: new Int16Array(survivors.length), noise: new Int16Array(survivors.length) };
  huntField.survivors.set(survivors);
  huntField.noise.set(noise);
}

/** Where a group standing in each zone goes (the branches of its hunt), for the movement tables of its kind. */
interface Ways {
  readonly tables: ReturnType<typeof tablesOf>;
  readonly branches: (readonly number[] | undefined)[];
}

function playOut(seen: BotSees, g: Ground, survivors: readonly number[]): Forecast {
  const state = asState(seen);
  const n = g.tables.n;
  if (massA.length !== n) [massA, massB] = [zeros(n), zeros(n)];
  const noise = zeros(n);
  const occupied: number[] = [];
  let loudest = 0;
  for (let z = 0; z < n; z++) {
    const here = survivors[z] as number;
    const v = here + (g.tokens[z] as number);
    noise[z] = v;
    if (here > 0) occupied.push(z);
    if (v > loudest) loudest = v;
  }
  const loudZones: number[] = [];
  if (loudest > 0) for (let z = 0; z < n; z++) if (noise[z] === loudest) loudZones.push(z);
  const hits = zeros(n);
  const after: [number[], number[], number[]] = [zeros(n), zeros(n), zeros(n)];
  const blockers = zeros(n);
  const risky = zeros(n);
  // Zombie types that move alike share their hunts (the same tables object).
  const ways: Ways[] = [];
  const waysOf = (type: string): Ways => {
    let tables = g.hunts.get(type);
    if (!tables) {
      tables = tablesOf(state, type);
      g.hunts.set(type, tables);
    }
    for (const w of ways) if (w.tables === tables) return w;
    const w = { tables, branches: new Array<readonly number[] | undefined>(n) };
    ways.push(w);
    return w;
  };
  // Where no open route leads, the engine's hooks decide for each zombie type, from where they stand and where
  // they head: kept for the state (`g.offRoute`), by the zone and the zones they head to.
  let filled = false;
  const offRoute = (w: Ways, from: number, type: string): readonly number[] => {
    let byWay = g.offRoute.get(type);
    if (!byWay) {
      byWay = new Map();
      g.offRoute.set(type, byWay);
    }
    const targets = huntTargets(w.tables, from, occupied, noise, loudZones);
    const key = targets.length === 1 ? from * n + (targets[0] as number) : `${from}|${targets.join()}`;
    let hooked = byWay.get(key);
    if (!hooked) {
      if (!filled) fillHuntField(survivors, noise);
      filled = true;
      hooked = huntFrom(state, from, huntField, type).branches;
      byWay.set(key, hooked);
    }
    return hooked;
  };
  const wayFrom = (w: Ways, from: number, type: string): readonly number[] => {
    let branches = w.branches[from];
    if (!branches) {
      branches = huntBranches(w.tables, from, occupied, noise, loudZones) ?? NO_ROUTE;
      w.branches[from] = branches;
    }
    return branches === NO_ROUTE ? offRoute(w, from, type) : branches;
  };
  for (const { type, blocks, actions, bucket: into, start } of g.groups) {
    const w = waysOf(type);
    let mass: readonly number[] = start;
    for (let a = 0; a < actions; a++) {
      const next = mass === massA ? massB : massA;
      const used = mass === start ? null : (mass as number[]);
      for (let z = 0; z < n; z++) {
        const m = mass[z] as number;
        if (m === 0) continue;
        if (used) used[z] = 0;
        if ((survivors[z] as number) > 0) {
          hits[z] = f32((hits[z] as number) + m);
          next[z] = f32((next[z] as number) + m);
          continue;
        }
        const branches = wayFrom(w, z, type);
        if (branches.length === 0) next[z] = f32((next[z] as number) + m);
        else for (const b of branches) next[b] = f32((next[b] as number) + m / branches.length);
      }
      mass = next;
    }
    const standing = after[into];
    const used = mass === start ? null : (mass as number[]);
    for (let z = 0; z < n; z++) {
      const m = mass[z] as number;
      if (m === 0) continue;
      if (used) used[z] = 0;
      standing[z] = f32((standing[z] as number) + m);
      if (blocks) blockers[z] = f32((blockers[z] as number) + m);
    }
  }
  // Spawns: about `guess` zombies per active Spawn Zone; a Rush card (about one in four) walks them on at once.
  const guess = SPAWN_GUESS[g.danger] as number;
  for (const at of g.spawning) {
    if ((survivors[at] as number) > 0) {
      hits[at] = f32((hits[at] as number) + guess * RUSH);
      after[0][at] = f32((after[0][at] as number) + guess);
      continue;
    }
    const branches = wayFrom(waysOf("walker"), at, "walker");
    const rushed = branches.length === 0 ? 0 : guess * RUSH;
    // The worst case weighs more than the mean: a Rush into a survivors' zone is how teams are eliminated.
    for (const b of branches) risky[b] = f32((risky[b] as number) + guess / branches.length);
    risky[at] = f32((risky[at] as number) + guess);
    after[0][at] = f32((after[0][at] as number) + guess - rushed);
    for (const b of branches) {
      after[0][b] = f32((after[0][b] as number) + rushed / branches.length);
      if ((survivors[b] as number) > 0) hits[b] = f32((hits[b] as number) + rushed / branches.length);
    }
  }
  for (const { bucket: into, zone, count } of g.scheduled)
    after[into][zone] = f32((after[into][zone] as number) + count);
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
  noise: Field,
  loudZones: readonly number[],
): readonly number[] | null {
  const { n, steps, neighbours } = tables;
  const targets = huntTargets(tables, from, occupied, noise, loudZones);
  if (targets.length === 0 || targets.includes(from)) return [];
  // In ascending order, each once.
  const branches: number[] = [];
  for (const d of targets) {
    const left = steps[from * n + d] as number;
    if (left < 0) continue;
    for (const m of neighbours[from] ?? []) {
      if ((steps[m * n + d] as number) !== left - 1) continue;
      let i = branches.length;
      while (i > 0 && (branches[i - 1] as number) > m) i--;
      if (branches[i - 1] === m) continue;
      if (i === branches.length) branches.push(m);
      else branches.splice(i, 0, m);
    }
  }
  return branches.length === 0 ? null : branches;
}

/** Where a zombie in `from` heads: the loudest survivor zones in its sight, else the loudest of the board. */
function huntTargets(
  tables: ReturnType<typeof tablesOf>,
  from: number,
  occupied: readonly number[],
  noise: Field,
  loudZones: readonly number[],
): readonly number[] {
  const { n, sight } = tables;
  let best = -1;
  let dests: number[] = [];
  for (const z of occupied) {
    if ((sight[from * n + z] as number) < 0) continue;
    const v = noise[z] as number;
    if (v > best) [best, dests] = [v, [z]];
    else if (v === best) dests.push(z);
  }
  return dests.length > 0 ? dests : loudZones;
}

/** Zombies the mission's rules place at the start of the next round (`roundStart` + `spawnZombies`). */
function scheduledSpawns(seen: BotSees): Scheduled[] {
  const mission = seen.mission;
  if (!mission) return [];
  const next = seen.turn.round + 1;
  const out: Scheduled[] = [];
  for (const rule of mission.rules) {
    if (rule.on.event !== "roundStart" || rule.on.round !== next) continue;
    if (!rule.repeat && mission.fired.includes(rule.id)) continue;
    for (const e of rule.do) {
      if (e.effect !== "spawnZombies") continue;
      const token = senseOf(seen).board.tokens.find((t) => t.id === e.token);
      if (token) out.push({ bucket: bucket(seen, e.zombie), zone: token.zone, count: e.count });
    }
  }
  return out;
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
 * Zombies of a zone by damage bucket (`c0` 1, `c1` 2, `c2` 3+) the survivors there cannot kill in a turn with
 * the summed `firepower` `p0`-`p2`: the toughest take the strong weapons' attacks first.
 */
export function leftStanding(c0: number, c1: number, c2: number, p0: number, p1: number, p2: number): number {
  let used = Math.min(c2, Math.max(0, p2));
  let left = c2 - used;
  const k1 = Math.min(c1, Math.max(0, p1 - used));
  used += k1;
  left += c1 - k1;
  const k0 = Math.min(c0, Math.max(0, p0 - used));
  return left + c0 - k0;
}
