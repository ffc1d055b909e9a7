import type { ZombicideState, ZombieState, ZoneId } from "../types.ts";
import { splitKey, zombieType } from "../zombies/lookup.ts";

export const PRIORITY_RULE = "core-2e §6 Targeting Priority Order (Brute/Abomination, Walker, Runner)";
export const MELEE_RULE = "core-2e §6 Melee (the player splits the hits freely)";

/** Rules of an Abomination's card (targeted-first, blocks-combat-in-zone, molotov-kills-only-it). */
export function abominationRules(state: ZombicideState, z: ZombieState): readonly string[] {
  return z.card ? (state.zombieCatalog.abominations[z.card]?.rules ?? []) : [];
}

/** Targeting priority of a zombie: its type's, except the Abominacop which always comes first (§6). */
export function targetPriority(state: ZombicideState, z: ZombieState): number {
  return abominationRules(state, z).includes("targeted-first") ? 0 : zombieType(state, z).targetingPriority;
}

export function zombiesInZone(state: ZombicideState, zone: ZoneId): ZombieState[] {
  return state.zombies.filter((z) => z.zone === zone);
}

/** A Hobomination in the zone forbids Combat Actions to the survivors there (§7). */
export function combatBlocked(state: ZombicideState, zone: ZoneId): boolean {
  return zombiesInZone(state, zone).some((z) => abominationRules(state, z).includes("blocks-combat-in-zone"));
}

/** A choice among targets the rules leave to the player: pick `hits` zombies out of `choices` (by kind). */
export interface HitChoice {
  readonly hits: number;
  /** Zombie ids by kind (type, or an Abomination's card), the killable candidates. */
  readonly choices: Readonly<Record<string, readonly string[]>>;
}

export interface HitPlan {
  /** Zombies killed whatever the player decides. */
  readonly kills: readonly string[];
  /** Hits that kill nothing, and why. */
  readonly lost: number;
  readonly lostWhy: string;
  readonly choice: HitChoice | null;
}

function byKind(zombies: readonly ZombieState[]): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const z of zombies) out[splitKey(z)] = [...(out[splitKey(z)] ?? []), z.id];
  return out;
}

/** `hits` among `killable`: all of them if enough, else the player's choice unless they are all alike. */
function pick(killable: readonly ZombieState[], hits: number): { kills: string[]; choice: HitChoice | null } {
  if (hits >= killable.length) return { kills: killable.map((z) => z.id), choice: null };
  const kinds = byKind(killable);
  if (Object.keys(kinds).length === 1)
    return { kills: killable.slice(0, hits).map((z) => z.id), choice: null };
  return { kills: [], choice: { hits, choices: kinds } };
}

/** Melee, or free targeting from a module: each hit kills one zombie the Damage can kill, as the player likes (§6). */
export function freeHits(state: ZombicideState, zone: ZoneId, hits: number, damage: number): HitPlan {
  const killable = zombiesInZone(state, zone).filter((z) => zombieType(state, z).damageToKill <= damage);
  const { kills, choice } = pick(killable, hits);
  const lost = choice ? 0 : hits - kills.length;
  return { kills, lost, lostWhy: "no target left that this Damage can kill", choice };
}

/**
 * Ranged: hits go to the first priority level until every zombie there is dead, then to the next (§6). A
 * zombie the Damage cannot kill soaks up the hits left, shielding the levels after it (the Brute note);
 * killable zombies of its level are hit first. Among equals of different kinds, the player chooses.
 */
export function priorityHits(state: ZombicideState, zone: ZoneId, hits: number, damage: number): HitPlan {
  const levels = new Map<number, ZombieState[]>();
  for (const z of zombiesInZone(state, zone)) {
    const p = targetPriority(state, z);
    levels.set(p, [...(levels.get(p) ?? []), z]);
  }
  const kills: string[] = [];
  let left = hits;
  for (const p of [...levels.keys()].sort((a, b) => a - b)) {
    if (left <= 0) break;
    const level = levels.get(p) as ZombieState[];
    const killable = level.filter((z) => zombieType(state, z).damageToKill <= damage);
    const unkillable = level.length - killable.length;
    const picked = pick(killable, left);
    if (picked.choice) return { kills, lost: 0, lostWhy: "", choice: picked.choice };
    kills.push(...picked.kills);
    left -= picked.kills.length;
    if (unkillable > 0 && left > 0)
      return {
        kills,
        lost: left,
        lostWhy: `Damage ${damage} cannot kill the zombies first in the priority order`,
        choice: null,
      };
  }
  return { kills, lost: left, lostWhy: "no target left", choice: null };
}
