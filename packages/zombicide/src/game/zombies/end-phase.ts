import { rulesOf } from "../../kernel/registry.ts";
import type { ZombicideEvent } from "../events.ts";
import { endPhase } from "../turns.ts";
import type { ZombicideState } from "../types.ts";

const END_RULE = "core-2e §7 End Phase (Noise removed, First Player token passes left)";

/** End Phase: every Noise token goes, the First Player token passes to the left, a new round starts. */
export function runEndPhase(state: ZombicideState, events: ZombicideEvent[]): ZombicideState {
  let tokens = 0;
  for (const n of Object.values(state.noise)) tokens += n;
  events.push({ type: "PhaseChanged", round: state.turn.round, phase: "end" });
  events.push({ type: "NoiseRemoved", tokens, rule: END_RULE });
  // What acts at the end of the round (the core module: the skills' End Phase healing, §10) comes first.
  const next = endPhase(rulesOf(state).hooks.endPhase({ events }, state));
  events.push({ type: "FirstPlayerPassed", seat: next.turn.order[0] ?? "", rule: END_RULE });
  events.push({ type: "PhaseChanged", round: next.turn.round, phase: "players" });
  return next;
}
