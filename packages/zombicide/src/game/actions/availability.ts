import type { ActionKind } from "../skills/effects.ts";
import { freeActionsFor, holdsNoFreeAction } from "../skills/free-actions.ts";
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
  declared: readonly string[] = [],
): number {
  // Every command of `legal` asks this of the same state and its survivors, module after module: the answers
  // are kept per survivor of the last state (a few kinds each, so a list searched in order beats a Map). Most
  // survivors hold no free Action at all, and then every kind gets the same answer.
  if (lastState !== state) {
    lastState = state;
    bySurvivor = new Map();
  }
  let known = bySurvivor.get(s);
  if (known === undefined) {
    known = {
      base: state.turn.active === s.id ? s.actionsLeft : actionsPerTurn(s, state),
      noFree: holdsNoFreeAction(state, s),
      answers: [],
    };
    bySurvivor.set(s, known);
  }
  if (kind === undefined || known.noFree) return known.base;
  if (declared.length > 0) return count(state, s, kind, dual, declared);
  const answers = known.answers;
  for (let i = 0; i < answers.length; i++) {
    const a = answers[i] as Answer;
    if (a.kind === kind && a.dual === dual) return a.n;
  }
  const n = count(state, s, kind, dual, declared);
  answers.push({ kind, dual, n });
  return n;
}

interface Answer {
  readonly kind: ActionKind | undefined;
  readonly dual: boolean;
  readonly n: number;
}

/** What one survivor of the last state asked about was answered. */
interface Known {
  readonly base: number;
  readonly noFree: boolean;
  readonly answers: Answer[];
}

let lastState: ZombicideState | null = null;
let bySurvivor = new Map<SurvivorState, Known>();

function count(
  state: ZombicideState,
  s: SurvivorState,
  kind: ActionKind | undefined,
  dual: boolean,
  declared: readonly string[],
): number {
  const base = state.turn.active === s.id ? s.actionsLeft : actionsPerTurn(s, state);
  return base + (kind && freeActionsFor(state, s, kind, dual, declared) > 0 ? 1 : 0);
}
