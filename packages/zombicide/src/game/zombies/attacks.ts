import type { Seat } from "@horda/table";
import { rulesOf } from "../../kernel/registry.ts";
import { zombieWoundDecision } from "../decisions.ts";
import type { ZombicideEvent } from "../events.ts";
import { skillsOf } from "../skills/effects.ts";
import type { SurvivorState, ZombicideState, ZoneId } from "../types.ts";
import { woundSurvivor } from "../wounds.ts";
import { woundsIgnoredByType } from "./ignored-wounds.ts";
import { zombieMap, zombieType } from "./lookup.ts";
import { noticed } from "./noticed.ts";
import type { ZombieTask } from "./tasks.ts";

export const ATTACK_RULE = "core-2e §7 Attack (1 Wound per Zombie, the players split them)";

type WoundsTask = Extract<ZombieTask, { kind: "wounds" }>;

/** §7 Attack: every listed zombie standing with survivors attacks; one `wounds` task per zone, zone order. */
export function runAttack(state: ZombicideState, zombies: readonly string[], events: ZombicideEvent[]) {
  const targets = survivorZones(state);
  const byId = zombieMap(state);
  const attackers = new Map<ZoneId, string[]>();
  for (const id of zombies) {
    const z = byId.get(id);
    if (!z || !targets.has(z.zone)) continue;
    const list = attackers.get(z.zone);
    if (list) list.push(id);
    else attackers.set(z.zone, [id]);
  }
  const tasks: ZombieTask[] = [];
  for (const [zone, ids] of attackers) {
    let wounds = 0;
    const types: Record<string, number> = {};
    for (const id of ids) {
      const z = byId.get(id) as NonNullable<ReturnType<typeof byId.get>>;
      const n = zombieType(state, z as never).woundsPerAttack;
      wounds += n;
      types[z.type] = (types[z.type] ?? 0) + n;
    }
    const survivors = state.survivors.filter((s) => s.zone === zone && noticed(state, s)).map((s) => s.id);
    events.push({ type: "ZombiesAttacked", zone, zombies: ids, wounds, survivors, rule: ATTACK_RULE });
    tasks.push({ kind: "wounds", zone, left: wounds, toughUsed: [], types });
  }
  // A zombie that attacked does not move in the same Action, even when its Wounds leave its zone empty of
  // survivors in play (a KOed survivor): its Move task, next in the work, forgets it.
  const attacked = new Set([...attackers.values()].flat());
  const moveAt = state.zombieWork.findIndex((t) => t.kind === "move");
  const work =
    attacked.size === 0 || moveAt < 0
      ? state.zombieWork
      : state.zombieWork.map((t, i) => {
          if (i !== moveAt) return t;
          const move = t as Extract<ZombieTask, { kind: "move" }>;
          return { ...move, zombies: move.zombies.filter((id) => !attacked.has(id)) };
        });
  return { ...state, zombieWork: [...tasks, ...work] };
}

export function survivorZones(state: ZombicideState): Set<ZoneId> {
  const out = new Set<ZoneId>();
  for (const s of state.survivors) if (noticed(state, s)) out.add(s.zone);
  return out;
}

/** The survivors the Zombies of `zone` may wound: in play there and noticed (a module may hide one, `unnoticed`). */
export function victims(state: ZombicideState, zone: ZoneId): SurvivorState[] {
  return state.survivors.filter((s) => s.zone === zone && noticed(state, s));
}

/**
 * Deals the Wounds of one zone. One survivor there takes them all; with several, the players say who takes
 * each Wound (a pending decision, one Wound at a time, with an "auto" answer).
 */
export function runWounds(state: ZombicideState, task: WoundsTask, events: ZombicideEvent[]): ZombicideState {
  let s = state;
  let t = task;
  while (t.left > 0) {
    const here = victims(s, t.zone).filter((v) => t.only === undefined || v.id === t.only);
    if (here.length === 0) return s;
    if (here.length > 1 && !s.autoZombieChoices) {
      const asked = zombieWoundDecision.raise(s, woundSeat(s, here), {
        zone: t.zone,
        wounds: t.left,
        survivors: here.map((v) => v.id),
        auto: autoVictim(s, t),
        rule: ATTACK_RULE,
      });
      return { ...asked, zombieWork: [t, ...asked.zombieWork] };
    }
    const target = here.length === 1 ? (here[0] as SurvivorState).id : autoVictim(s, t);
    [s, t] = woundOne(s, t, target, here.length === 1 ? t.left : 1, events);
  }
  return s;
}

/** Applies `count` Wounds of the task to one survivor, `ignoresFirstWound` sparing the first of this Attack Step. */
export function woundOne(
  state: ZombicideState,
  task: WoundsTask,
  survivor: string,
  count: number,
  events: ZombicideEvent[],
): [ZombicideState, WoundsTask] {
  const v = state.survivors.find((s) => s.id === survivor) as SurvivorState;
  let landing = count;
  let toughUsed = task.toughUsed;
  let types = task.types;
  let landed: Record<string, number> | undefined;
  if (types) {
    // A skill may ignore Wounds from Zombies of a type (§10).
    const d = woundsIgnoredByType(skillsOf(state, v), types, count);
    types = d.types;
    landed = d.landed;
    landing -= d.ignored.length;
    for (const by of d.ignored)
      events.push({ type: "WoundIgnored", survivor: v.id, skill: by.skill, rule: by.rule });
  }
  const ignores = landing > 0 && !toughUsed.includes(v.id) ? firstWoundIgnored(state, v) : null;
  if (ignores) {
    events.push({ type: "WoundIgnored", survivor: v.id, skill: ignores.skill, rule: ignores.rule });
    toughUsed = [...toughUsed, v.id];
    landing--;
  }
  // The Zombie type that dealt them, when the attackers were all of one type (a Wound card may read it).
  const dealers = Object.keys(task.types ?? {}).filter((k) => (task.types?.[k] ?? 0) > 0);
  const cause = {
    source: "zombie",
    rule: ATTACK_RULE,
    ...(dealers.length === 1 ? { zombie: dealers[0] } : {}),
    ...(landed ? { dealtBy: dealtBy(landed, landing) } : {}),
  };
  // Before wound: a module may ask the survivor first (a pending decision), or the Wounds land.
  const next = beforeWound(state, v, landing, cause) ?? woundSurvivor(state, v.id, landing, events, cause);
  return [next, { ...task, left: task.left - count, toughUsed, ...(types ? { types } : {}) }];
}

/**
 * The zombie types that dealt `count` Wounds, taken from the Wounds left by type in the task's order: a module
 * reading who dealt them (Armour rolls some types ignore) reads this.
 */
function dealtBy(types: Readonly<Record<string, number>>, count: number): Record<string, number> {
  const out: Record<string, number> = {};
  let left = count;
  for (const [type, n] of Object.entries(types)) {
    if (left <= 0) break;
    const take = Math.min(n, left);
    if (take > 0) out[type] = take;
    left -= take;
  }
  return out;
}

function beforeWound(
  state: ZombicideState,
  survivor: SurvivorState,
  wounds: number,
  cause: { readonly source: string; readonly rule: string },
): ZombicideState | null {
  if (wounds <= 0) return null;
  return rulesOf(state).hooks.beforeWound({ state, survivor, wounds, cause }) ?? null;
}

/** A module's "ignore the first Wound of each Attack Step", or null. */
function firstWoundIgnored(state: ZombicideState, s: SurvivorState) {
  return rulesOf(state).hooks.ignoresFirstWound({ state, survivor: s, source: "zombies" }) ?? null;
}

/**
 * The "auto" answer: a survivor that `ignoresFirstWound` and has not yet ignored a Wound takes it for free; otherwise the
 * survivor with the most Health left, so the group lasts as long as it can (ties: table order).
 */
export function autoVictim(state: ZombicideState, task: WoundsTask): string {
  const here = victims(state, task.zone);
  const free = here.find((v) => !task.toughUsed.includes(v.id) && firstWoundIgnored(state, v));
  if (free) return free.id;
  let best = here[0] as SurvivorState;
  for (const v of here) if (v.health - v.wounds > best.health - best.wounds) best = v;
  return best.id;
}

/** Who splits the Wounds: the seat playing those survivors that comes first in this round's order. */
function woundSeat(state: ZombicideState, here: readonly SurvivorState[]): Seat {
  const seats = new Set(here.map((v) => v.seat));
  return state.turn.order.find((seat) => seats.has(seat)) ?? (here[0] as SurvivorState).seat;
}
