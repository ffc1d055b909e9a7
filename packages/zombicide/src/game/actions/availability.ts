import type { ActionKind } from "../skills/effects.ts";
import { freeActionsFor } from "../skills/free-actions.ts";
import { actionsPerTurn } from "../survivors.ts";
import type { SurvivorState, ZombicideState } from "../types.ts";

/**
 * Actions the survivor could spend now: what is left of its turn, or a whole turn if it has not started;
 * with `kind`, plus the free Actions (§10) that only that kind of Action may use.
 */
export function actionsAvailable(
  state: ZombicideState,
  s: SurvivorState,
  kind?: ActionKind,
  dual = false,
): number {
  const base = state.turn.active === s.id ? s.actionsLeft : actionsPerTurn(s, state);
  return base + (kind ? freeActionsFor(state, s, kind, dual) : 0);
}
