import { advanceCombat } from "../game/combat/resolve.ts";
import { startAttack } from "../game/combat/start.ts";
import type { ZombicideEvent } from "../game/events.ts";
import { survivorById } from "../game/survivors.ts";
import { spend } from "../game/turns.ts";
import type { ZombicideState } from "../game/types.ts";
import { runZombieWork } from "../game/zombies/work.ts";
import type { Continuation } from "./continuation.ts";

/**
 * The one place paused work resumes. After every command (game/definition.ts), and wherever a decision's
 * answer wants the game to go on, the work left is carried forward, innermost first, until a decision is
 * pending or nothing is left: the attack in progress (its stages, then its cost, its Fast Drive or the end of
 * its reaction), then the paused continuations (an Action's cost, reactions waiting their turn), then the
 * zombie work. Each piece runs exactly once, so an answered decision costs and does what it would have
 * done had nobody been asked.
 */
export function settle(state: ZombicideState, events: ZombicideEvent[]): ZombicideState {
  let s = state;
  for (;;) {
    if (s.pending.length > 0 || s.turn.phase === "over") return s;
    if (s.combat) {
      s = advanceCombat(s, events);
      continue;
    }
    const [step, ...rest] = s.paused ?? [];
    if (step) {
      s = runContinuation(rest.length > 0 ? { ...s, paused: rest } : withoutPaused(s), step, events);
      continue;
    }
    // Zombie link (§10): while a survivor takes its extra Turn the zombie work waits for it.
    if (s.zombieWork.length > 0 && s.turn.extra === undefined) {
      s = runZombieWork(s, events);
      continue;
    }
    return s;
  }
}

function withoutPaused(state: ZombicideState): ZombicideState {
  const { paused: _, ...rest } = state;
  return rest;
}

function runContinuation(
  state: ZombicideState,
  step: Continuation,
  events: ZombicideEvent[],
): ZombicideState {
  switch (step.kind) {
    case "spend": {
      const s = survivorById(state, step.survivor);
      // A survivor eliminated meanwhile (a Friendly Fire share...) has no Action left to pay.
      if (!s || s.eliminated || s.escaped) return state;
      return spend(state, step.survivor, step.cost, events, step.mode, step.killed);
    }
    case "reaction": {
      // Its target may be gone by now (an earlier reaction killed them all): then there is nothing to attack.
      const started = startAttack(state, step.mode, { ...step, reaction: true });
      if (!started.ok) return state;
      events.push(...started.value.events);
      return started.value.state;
    }
  }
}
