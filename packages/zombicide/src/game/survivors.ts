import { rulesOf } from "../kernel/registry.ts";
import { unseatStrays } from "./cars/seats.ts";
import { followLeader } from "./companions/follow.ts";
import { effectsOfAll, moreActions, skillsOf } from "./skills/effects.ts";
import type { SurvivorState, ZombicideState } from "./types.ts";

export function survivorById(state: ZombicideState, id: string): SurvivorState | undefined {
  for (const s of state.survivors) if (s.id === id) return s;
  return undefined;
}

/**
 * The survivor list with `next` in place of the survivor of its id, for a change that leaves its zone, elimination
 * and escape as they were (what `replaceSurvivor` would then do is only this list in a copy of the state).
 */
export function survivorsWith(state: ZombicideState, next: SurvivorState): SurvivorState[] {
  const survivors = state.survivors.slice();
  for (let i = 0; i < survivors.length; i++)
    if ((survivors[i] as SurvivorState).id === next.id) survivors[i] = next;
  return survivors;
}

export function replaceSurvivor(state: ZombicideState, next: SurvivorState): ZombicideState {
  // One pass finds the survivor replaced and builds the new list (engine hot path).
  let before: SurvivorState | undefined;
  const survivors = state.survivors.slice();
  for (let i = 0; i < survivors.length; i++) {
    const s = survivors[i] as SurvivorState;
    if (s.id !== next.id) continue;
    before ??= s;
    survivors[i] = next;
  }
  const out = { ...state, survivors };
  if (
    !before ||
    (before.zone === next.zone && before.eliminated === next.eliminated && before.escaped === next.escaped)
  )
    return out;
  // Companions stay with their Leader, and cars lose the occupants that left them (§5, §12).
  return unseatStrays(followLeader(out, next.id, before.zone));
}

export function zombiesIn(state: ZombicideState, zone: string): number {
  let n = 0;
  for (const z of state.zombies) if (z.zone === zone) n++;
  return n;
}

function anyEliminated(state: ZombicideState): boolean {
  for (const s of state.survivors) if (s.eliminated) return true;
  return false;
}

/** Survivors still on the board (not eliminated, not escaped). */
export function inPlay(s: SurvivorState): boolean {
  return !s.eliminated && !s.escaped;
}

/** Survivors that take Turns: in play and not Companions (a Companion has no Actions, §12). */
export function takesTurns(s: SurvivorState): boolean {
  return inPlay(s) && s.companion === undefined;
}

/**
 * Eliminated survivors whose loss loses the game (§8): any, unless the mission allows eliminations; a
 * Companion too, unless the mission allows losing Companions.
 */
export function fatalEliminations(state: ZombicideState): SurvivorState[] {
  const m = state.mission;
  if (m?.allowEliminations || !anyEliminated(state)) return [];
  // A roaming Companion (a module's, `roams`) is lost like a card: never a loss of the game.
  return outForGood(state).filter(
    (s) => !(s.companion && (m?.allowCompanionEliminations || s.companion.roams)),
  );
}

/** Eliminated survivors out for good: not those a module spares for now (a KOed survivor, §KO / R.I.P.). */
export function outForGood(state: ZombicideState): SurvivorState[] {
  // Asked after every command and zombie task: nearly always nobody is eliminated.
  if (!anyEliminated(state)) return [];
  const spared = rulesOf(state).hooks.eliminationSpared;
  return state.survivors.filter((s) => s.eliminated && !spared({ state, survivor: s }));
}

/**
 * Actions a survivor starts its turn with: the profile's (3 in 2E), plus its skills' "moreActions" (the Yellow
 * level's, §1, §9), one shared with the survivor (`sharesInZone`) included (§10).
 */
export function actionsPerTurn(s: SurvivorState, state: ZombicideState): number {
  return rulesOf(state).profile.base.actions + moreActions(effectsOfAll(skillsOf(state, s)));
}
