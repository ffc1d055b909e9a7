import { slice } from "../../../kernel/slices.ts";

/** The KO / R.I.P. part of the state: who is down and until when, who was taken, who died. */
export interface KnockOutState {
  /** KOed survivors not taken yet: the round whose End Phase is their deadline. */
  readonly down: Readonly<Record<string, { readonly deadline: number; readonly round: number }>>;
  /** Survivors taken while KOed (on their dashboard: out of this mission, alive). */
  readonly rescued: readonly string[];
  /** Survivors dead for good (R.I.P.). */
  readonly dead: readonly string[];
}

export const KNOCK_OUT = "knock-out";

export const knockOutSlice = slice<KnockOutState>(KNOCK_OUT, { down: {}, rescued: [], dead: [] });
