import { rulesOf } from "../../kernel/registry.ts";
import type { ZombicideEvent } from "../events.ts";
import type { ZombicideState } from "../types.ts";
import { runZombieWork } from "./work.ts";

/**
 * After the last survivor's turn: the Zombie Phase (every zombie on the board activates, then the Spawn
 * Step), then the End Phase. It runs until done or until the players must decide something.
 */
export function startZombiePhase(state: ZombicideState, events: ZombicideEvent[]): ZombicideState {
  events.push({ type: "PhaseChanged", round: state.turn.round, phase: "zombies" });
  const started = rulesOf(state).hooks.zombiePhaseStart({ events }, state);
  const zombies = rulesOf(started).hooks.zombiesActivating(
    { state: started },
    started.zombies.map((z) => z.id),
  );
  const work = [
    ...(zombies.length > 0
      ? [{ kind: "activate" as const, zombies, reason: "zombie-phase" as const, action: 1 }]
      : []),
    { kind: "spawnStep" as const },
    { kind: "endPhase" as const },
  ];
  return runZombieWork(
    {
      ...started,
      turn: { ...started.turn, phase: "zombies", active: null },
      zombieWork: [...started.zombieWork, ...work],
    },
    events,
  );
}
