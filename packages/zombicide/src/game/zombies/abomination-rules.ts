import type { AbominationRule } from "@horda/content";
import type { ZombicideState, ZombieState, ZoneId } from "../types.ts";
import { zombieType } from "./lookup.ts";

/** The special rules (data from the Abomination deck) a zombie carries: none unless it is a named Abomination. */
export function abominationRules(state: ZombicideState, z: ZombieState): readonly AbominationRule[] {
  return z.card === undefined ? [] : (state.zombieCatalog.abominations[z.card]?.rules ?? []);
}

/**
 * Ranged Targeting Priority of a zombie (§6): the type's number (1 is hit first), and 0 for an Abomination
 * whose card says it is targeted first (the Abominacop), so it comes before the Brutes.
 */
export function targetingPriority(state: ZombicideState, z: ZombieState): number {
  return abominationRules(state, z).includes("targeted-first") ? 0 : zombieType(state, z).targetingPriority;
}

/** The zombie whose rule forbids Combat Actions in `zone` (the Hobomination), or null (§7 Abominations). */
export function combatBlockedBy(state: ZombicideState, zone: ZoneId): ZombieState | null {
  return (
    state.zombies.find(
      (z) => z.zone === zone && abominationRules(state, z).includes("blocks-combat-in-zone"),
    ) ?? null
  );
}

/** The zombie in `zone` whose rule makes a Molotov kill only it (the Abominawild), or null. */
export function molotovOnlyKills(state: ZombicideState, zone: ZoneId): ZombieState | null {
  return (
    state.zombies.find(
      (z) => z.zone === zone && abominationRules(state, z).includes("molotov-kills-only-it"),
    ) ?? null
  );
}
