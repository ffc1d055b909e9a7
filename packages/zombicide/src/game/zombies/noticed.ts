import { rulesOf } from "../../kernel/registry.ts";
import { inPlay } from "../survivors.ts";
import type { SurvivorState, ZombicideState } from "../types.ts";

/**
 * A survivor the Zombies reckon with (§7): in play, and not hidden from them by a module's `unnoticed` (such a
 * survivor draws no attack, is no goal of their Moves and makes no Noise by standing there).
 */
export function noticed(state: ZombicideState, s: SurvivorState): boolean {
  return inPlay(s) && !rulesOf(state).hooks.unnoticed({ state, survivor: s });
}
