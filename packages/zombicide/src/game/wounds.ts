import { rulesOf } from "../kernel/registry.ts";
import type { ZombicideEvent } from "./events.ts";
import { replaceSurvivor, survivorById } from "./survivors.ts";
import type { SurvivorState, ZombicideState } from "./types.ts";

export const ELIMINATION_RULE = "core-2e §8 Wounds (eliminated when the Wound Bar reaches the bottom)";

/**
 * Gives a survivor `wounds` Wounds (§8): the Wound Bar goes down; at its Health the survivor is eliminated.
 * Skills that prevent Wounds (`ignoresFirstWound`...) are the caller's business: it passes only the Wounds that land.
 */
export function woundSurvivor(
  state: ZombicideState,
  id: string,
  wounds: number,
  events: ZombicideEvent[],
  cause: { readonly source: string; readonly rule: string },
): ZombicideState {
  const s = survivorById(state, id) as SurvivorState;
  if (wounds <= 0 || s.eliminated) return state;
  // A module may deal the Wounds its way (the Wound deck: a card per Wound); it lands them with `loseHealth`.
  const taken = rulesOf(state).hooks.woundsLand({ state, survivor: id, wounds, cause, events });
  return taken ?? loseHealth(state, id, wounds, events, cause);
}

/** The core's Wounds (§8): Health lost, the survivor eliminated at the bottom of the bar. */
export function loseHealth(
  state: ZombicideState,
  id: string,
  wounds: number,
  events: ZombicideEvent[],
  cause: { readonly source: string; readonly rule: string },
): ZombicideState {
  const s = survivorById(state, id) as SurvivorState;
  if (wounds <= 0 || s.eliminated) return state;
  const total = Math.min(s.health, s.wounds + wounds);
  events.push({
    type: "WoundTaken",
    survivor: id,
    wounds,
    total,
    health: s.health,
    source: cause.source,
    rule: cause.rule,
  });
  const eliminated = total >= s.health;
  const next = replaceSurvivor(state, { ...s, wounds: total, eliminated });
  if (!eliminated) return next;
  // A module may change what losing the last Health means (KO / R.I.P.): a survivor it spares is not said
  // to be eliminated, only what the module made of it (KOed).
  const own: ZombicideEvent[] = [];
  const after = rulesOf(next).hooks.survivorEliminated({ survivor: id, events: own, cause }, next);
  const fallen = survivorById(after, id) as SurvivorState;
  if (!rulesOf(after).hooks.eliminationSpared({ state: after, survivor: fallen }))
    events.push({ type: "SurvivorEliminated", survivor: id, zone: s.zone, rule: ELIMINATION_RULE });
  events.push(...own);
  return after;
}
