import type { Json } from "@horda/table";
import type { ZombicideState, ZoneId } from "../game/types.ts";

/**
 * A piece of work a command started and could not finish because a players' decision came up in the middle
 * (a level-up choice, cards to keep, a reaction among others). It waits in `state.paused`, plain JSON, and
 * `settle` (kernel/resume.ts) runs it once, as soon as no decision is pending. The attack in progress
 * (`state.combat`) and the zombie work (`state.zombieWork`) are the two other kinds of paused work.
 */
export type Continuation =
  | ModuleContinuation
  /** The Action's cost, paid after the decision (§5: an Action is spent once it is done). */
  | {
      readonly kind: "spend";
      readonly survivor: string;
      readonly cost: number;
      readonly mode?: "melee" | "ranged";
      /** The Action killed zombies (`afterAction` reads it when the cost is paid). */
      readonly killed?: boolean;
    }
  /** A reaction's attack answered while other decisions or another attack were open (§10). */
  | {
      readonly kind: "reaction";
      readonly survivor: string;
      readonly mode: "melee" | "ranged";
      readonly weapon: string;
      readonly dual?: boolean;
      readonly zone: ZoneId;
      readonly countZombies?: boolean;
      /** Declared before rolling (a Wound card's free All-Out attack). */
      readonly declare?: readonly string[];
    };

declare const moduleContinuationKind: unique symbol;
/** The kind of a module's own continuation: a string the module names, never one of the kinds above. */
export type ModuleContinuationKind = string & { readonly [moduleContinuationKind]: true };

/**
 * A rule module's own paused work (its kind and JSON fields), run by the runner its module installed for its kind
 * (`RuleModule.continuations`); its kind is branded, so a check for a kind above never takes it.
 */
export interface ModuleContinuation {
  readonly kind: ModuleContinuationKind;
  readonly [field: string]: Json;
}

/** A module's continuation from its plain fields. */
export function moduleContinuation<T extends { readonly kind: string; readonly [field: string]: Json }>(
  step: T,
): ModuleContinuation {
  return { ...step, kind: step.kind as ModuleContinuationKind };
}

/** Queues a continuation behind those already paused (they run first in, first out). */
export function pause(state: ZombicideState, step: Continuation): ZombicideState {
  return { ...state, paused: [...(state.paused ?? []), step] };
}

/** True while some work waits: an attack, a paused continuation, or zombie work. */
export function workOpen(state: ZombicideState): boolean {
  return state.combat !== null || (state.paused ?? []).length > 0 || state.zombieWork.length > 0;
}
