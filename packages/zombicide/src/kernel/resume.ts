import type { ZombicideEvent } from "../game/events.ts";
import type { ZombicideState } from "../game/types.ts";
import type { Continuation } from "./continuation.ts";
import { continuationRunner, workLoop } from "./registry.ts";

/**
 * The one place paused work resumes. After every command (game/definition.ts), and wherever a decision's
 * answer wants the game to go on, the work left is carried forward, innermost first, until a decision is
 * pending or nothing is left: the attack in progress (its stages, then its cost, its Fast Drive or the end of
 * its reaction), then the paused continuations (an Action's cost, reactions waiting their turn), then the
 * zombie work, then the Turn of a survivor who fell during it. Each piece runs exactly once, so an answered
 * decision costs and does what it would have done had nobody been asked.
 */
export function settle(state: ZombicideState, events: ZombicideEvent[]): ZombicideState {
  let s = state;
  for (;;) {
    if (s.pending.length > 0 || s.turn.phase === "over") return s;
    if (s.combat) {
      s = workLoop().combat(s, events);
      continue;
    }
    const paused = s.paused;
    const step = paused?.[0];
    if (paused && step) {
      s = runContinuation(
        paused.length > 1 ? { ...s, paused: paused.slice(1) } : withoutPaused(s),
        step,
        events,
      );
      continue;
    }
    // An extra Turn (§10): while a survivor takes it the zombie work waits for it.
    if (s.zombieWork.length > 0 && s.turn.extra === undefined) {
      s = workLoop().zombies(s, events);
      continue;
    }
    // A survivor eliminated during its own Turn (a Toxic Blood Spray...) acts no more: its Turn ends.
    const ended = workLoop().fallen(s, events);
    if (ended !== s) {
      s = ended;
      continue;
    }
    return s;
  }
}

function withoutPaused(state: ZombicideState): ZombicideState {
  const { paused: _, ...rest } = state;
  return rest;
}

/** A continuation runs with the runner its module installed for its kind (the core's `spend`...). */
function runContinuation(
  state: ZombicideState,
  step: Continuation,
  events: ZombicideEvent[],
): ZombicideState {
  return continuationRunner(step.kind)(state, step as never, events);
}
