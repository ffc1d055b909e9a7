import { rulesOf } from "../../kernel/registry.ts";
import type { ZombicideState, ZoneId } from "../types.ts";
import type { CombatStep } from "./step.ts";

/**
 * Do the game's rules send a Ranged attack's hits into `zone` to the survivors there before any zombie (the
 * `survivorsHitFirst` hook: Season 1's targeting)? What a player, or a bot, weighs before shooting into a Zone
 * where a friend stands: under such a rule the shot wounds the friend with its hits, not with its misses. Asked
 * of an attack with the Targeting Priority Order and Friendly Fire (no free targeting).
 */
export function rangedHitsSurvivorsFirst(state: ZombicideState, attacker: string, zone: ZoneId): boolean {
  const probe: CombatStep = {
    attacker,
    mode: "ranged",
    weapons: [],
    weapon: "",
    zone,
    range: 0,
    dice: [],
    accuracy: 6,
    rollBonus: 0,
    damage: 1,
    freeTargeting: false,
    friendlyFire: true,
    skill: null,
    rerolls: [],
    stage: "hits",
  };
  return Boolean(rulesOf(state).hooks.survivorsHitFirst({ state, step: probe }));
}
