import { tablesOf, zoneIdOf, zoneIndex } from "../../../game/board-of.ts";
import type { ZombicideEvent } from "../../../game/events.ts";
import { dropUnfinishedWork } from "../../../game/game-over.ts";
import { endMission } from "../../../game/mission/outcome.ts";
import type { ZombicideState, ZombieState, ZoneId } from "../../../game/types.ts";
import { miniaturesLeft, placeZombies, removeZombies, zombiesOfType } from "../../../game/zombies/place.ts";
import { activation } from "../../../game/zombies/spawn.ts";
import { decisionType, firstPlayer } from "../../../kernel/decisions.ts";
import { slice } from "../../../kernel/slices.ts";

export const ARRIVAL_RULE =
  "black-plague §9 Necromancers (arrives with its own Spawn token and spawns there at once; another card activates those on the board)";
export const FLEE_RULE =
  "black-plague §9 Necromancers flee (1 Zone toward the nearest Spawn Zone other than its own, ignoring Survivors and Noise)";
export const ESCAPE_RULE =
  "black-plague §9 Necromancer escape (activated on its goal it leaves; its token turns into an ordinary red one)";
export const LOSS_RULE =
  "black-plague §9 Necromancer wins (one escapes with 6 Spawn tokens on the board, +1 per 2 Survivors beyond 6: the game is lost)";
export const KILL_RULE =
  "black-plague §9 Killing a Necromancer (the players remove a Spawn Zone of their choice, its own included; its own token, if it stays, becomes an ordinary one)";

/** Which Spawn token each Necromancer on the board brought, by zombie id. */
export const necroTokens = slice<Readonly<Record<string, string>>>("necromancers", {});

export function flees(state: ZombicideState, type: string): boolean {
  return state.zombieCatalog.types[type]?.flees === true;
}

/** The Spawn tokens that make the game lost when a Necromancer escapes: 6, +1 per 2 Survivors beyond 6 (rounded up). */
export function lossThreshold(state: ZombicideState): number {
  const extra = Math.max(0, state.survivors.length - 6);
  return 6 + Math.ceil(extra / 2);
}

/** A Necromancer card drawn for `zone`: those on the board activate; a free miniature arrives with its token. */
export function playNecromancerCard(
  state: ZombicideState,
  zone: ZoneId,
  type: string,
  card: string,
  events: ZombicideEvent[],
): ZombicideState {
  const onBoard = zombiesOfType(state, type);
  let s = state;
  const work = [];
  if (onBoard.length > 0) {
    events.push({ type: "NecromancersActivated", card, zombies: onBoard, rule: ARRIVAL_RULE });
    work.push(activation(onBoard, "extra-activation"));
  }
  if (miniaturesLeft(s, type) > 0) {
    const placed = placeZombies(s, type, zone, 1);
    const id = placed.placed[0] as string;
    const token = `necromancer-${id}`;
    s = {
      ...placed.state,
      spawns: [...placed.state.spawns, { token, zone, colour: "necromancer", activeFrom: s.turn.round }],
    };
    s = necroTokens.update(s, (t) => ({ ...t, [id]: token }));
    events.push({ type: "NecromancerArrived", zombie: id, zone, token, card, rule: ARRIVAL_RULE });
    // Its own army: the new Spawn Zone draws at once.
    work.push({ kind: "spawn" as const, zone, source: "spawn-zone" as const });
  } else if (onBoard.length === 0) {
    events.push({ type: "NecromancersActivated", card, zombies: [], rule: ARRIVAL_RULE });
  }
  return { ...s, zombieWork: [...work, ...s.zombieWork] };
}

/** The zone a Necromancer flees to: the nearest Spawn Zone other than its own token's (its own when it is the only one). */
function goalOf(state: ZombicideState, z: ZombieState): ZoneId | null {
  const own = state.spawns.find((sp) => sp.token === necroTokens.read(state)[z.id])?.zone;
  const t = tablesOf(state, z.type);
  const from = zoneIndex(state, z.zone);
  let best: { zone: ZoneId; steps: number } | null = null;
  const candidates = state.spawns.map((sp) => sp.zone).filter((zone) => zone !== own);
  for (const zone of candidates.length > 0 ? candidates : own !== undefined ? [own] : []) {
    const steps = t.steps[from * t.n + zoneIndex(state, zone)] as number;
    if (steps < 0) continue;
    if (best === null || steps < best.steps) best = { zone, steps };
  }
  return best?.zone ?? null;
}

/** One step along a shortest open path toward `goal` (the lowest zone first on ties), or null. */
function stepToward(state: ZombicideState, z: ZombieState, goal: ZoneId): ZoneId | null {
  const t = tablesOf(state, z.type);
  const from = zoneIndex(state, z.zone);
  const g = zoneIndex(state, goal);
  const here = t.steps[from * t.n + g] as number;
  for (const next of [...(t.neighbours[from] ?? [])].sort((a, b) => a - b))
    if ((t.steps[next * t.n + g] as number) === here - 1) return zoneIdOf(state, next);
  return null;
}

/** The Necromancers among `zombies` that do not attack flee (or escape); the others are left to the core. */
export function fleeMoves(
  value: { readonly state: ZombicideState; readonly zombies: readonly string[] },
  survivorZones: ReadonlySet<ZoneId>,
  events: ZombicideEvent[],
): { readonly state: ZombicideState; readonly zombies: readonly string[] } {
  let s = value.state;
  const rest: string[] = [];
  for (const id of value.zombies) {
    const z = s.zombies.find((x) => x.id === id);
    if (!z || !flees(s, z.type)) {
      rest.push(id);
      continue;
    }
    if (survivorZones.has(z.zone) || s.turn.phase === "over") continue;
    const goal = goalOf(s, z);
    if (goal === null) continue;
    if (goal === z.zone) {
      s = escapeBoard(s, z, events);
      continue;
    }
    const to = stepToward(s, z, goal);
    if (to === null) continue;
    events.push({ type: "NecromancerFled", zombie: z.id, from: z.zone, to, goal, rule: FLEE_RULE });
    s = { ...s, zombies: s.zombies.map((x) => (x.id === z.id ? { ...x, zone: to } : x)) };
  }
  return { state: s, zombies: rest };
}

function escapeBoard(state: ZombicideState, z: ZombieState, events: ZombicideEvent[]): ZombicideState {
  const token = necroTokens.read(state)[z.id];
  const { [z.id]: _, ...others } = necroTokens.read(state);
  let s = necroTokens.write(removeZombies(state, [z.id]), others);
  s = {
    ...s,
    spawns: s.spawns.map((sp) =>
      sp.token === token ? { ...sp, token: `red-${sp.token}`, colour: "red" } : sp,
    ),
  };
  const tokens = s.spawns.length;
  events.push({ type: "NecromancerEscaped", zombie: z.id, zone: z.zone, tokens, rule: ESCAPE_RULE });
  if (tokens < lossThreshold(s)) return s;
  const reason = {
    en: `a Necromancer escaped with ${tokens} Spawn tokens on the board`,
    "pt-BR": `um Necromante fugiu com ${tokens} fichas de Entrada no tabuleiro`,
  };
  if (s.mission) return endMission(s, "loss", reason, LOSS_RULE, events);
  events.push({ type: "GameLost", reason: reason.en, rule: LOSS_RULE });
  return { ...dropUnfinishedWork(s), turn: { ...s.turn, phase: "over", active: null } };
}

/** The players' choice of the Spawn Zone a Necromancer's death removes. */
export interface RemoveSpawnOptions {
  /** Who killed it (told in the event). */
  readonly by: string;
  /** The dead Necromancer's own token, flipped to an ordinary one if it stays on the board. */
  readonly token: string | null;
}
export const REMOVE_SPAWN = "removeSpawnZone";
export const removeSpawnDecision = decisionType<RemoveSpawnOptions>(REMOVE_SPAWN);

/**
 * Each Necromancer killed takes a Spawn Zone away, the players' choice (its own may be it): with Spawn tokens in
 * more than one Zone the killer's player is asked (`removeSpawnZone`), else the only Zone's token goes at once.
 */
export function necromancersKilled(
  state: ZombicideState,
  killed: readonly { readonly id: string; readonly type: string; readonly zone: ZoneId }[],
  by: string,
  events: ZombicideEvent[],
): ZombicideState {
  let s = state;
  for (const k of killed) {
    if (!flees(s, k.type)) continue;
    const tokens = necroTokens.read(s);
    const own = tokens[k.id] ?? null;
    const { [k.id]: _, ...others } = tokens;
    s = necroTokens.write(s, others);
    if (s.spawns.length === 0) continue;
    const zones = new Set(s.spawns.map((sp) => sp.zone));
    if (zones.size > 1) {
      const seat = state.survivors.find((x) => x.id === by)?.seat ?? firstPlayer(s);
      s = removeSpawnDecision.raise(s, seat, { by, token: own });
      continue;
    }
    s = removeSpawnIn(s, s.spawns[0]?.zone as ZoneId, { by, token: own }, events);
  }
  return s;
}

/**
 * Removes a Spawn token from `zone` (the dead Necromancer's own first when it lies there, else the last laid
 * there); the Necromancer's own token, if it stays, becomes an ordinary red one.
 */
export function removeSpawnIn(
  state: ZombicideState,
  zone: ZoneId,
  o: RemoveSpawnOptions,
  events: ZombicideEvent[],
): ZombicideState {
  const here = state.spawns.filter((sp) => sp.zone === zone);
  const gone = here.find((sp) => sp.token === o.token) ?? here[here.length - 1];
  if (!gone) return state;
  const spawns = state.spawns
    .filter((sp) => sp !== gone)
    .map((sp) => (sp.token === o.token ? { ...sp, token: `red-${sp.token}`, colour: "red" } : sp));
  events.push({ type: "SpawnZoneRemoved", zone: gone.zone, token: gone.token, by: o.by, rule: KILL_RULE });
  return { ...state, spawns };
}
