import type { ActionKind } from "../skills/effects.ts";
import { freeActionsFor } from "../skills/free-actions.ts";
import { actionsPerTurn } from "../survivors.ts";
import type { SurvivorState, ZombicideState } from "../types.ts";

/**
 * Actions the survivor could spend on one Action now: what is left of its turn, or a whole turn if it has not
 * started; with `kind`, plus one free Action (§10) of that kind if it holds any. A free Action pays for one
 * Action, never for the extra Actions a Move out of a Zone with Zombies costs, so two free Move Actions still
 * count once, as `takeFreeAction` pays when the Action is applied.
 */
export function actionsAvailable(
  state: ZombicideState,
  s: SurvivorState,
  kind?: ActionKind,
  dual = false,
): number {
  const base = state.turn.active === s.id ? s.actionsLeft : actionsPerTurn(s, state);
  return base + (kind && freeActionsFor(state, s, kind, dual) > 0 ? 1 : 0);
}
