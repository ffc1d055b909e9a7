import { zombieTaskRunner } from "../../kernel/registry.ts";
import type { ZombicideEvent } from "../events.ts";
import { dropUnfinishedWork } from "../game-over.ts";
import { fatalEliminations } from "../survivors.ts";
import type { ZombicideState } from "../types.ts";
import { zombieMap, zombieType } from "./lookup.ts";
import type { WorkTask, ZombieTask } from "./tasks.ts";

const ACTIVATION_RULE = "core-2e §7 Step 1 Activation (all attacks first, then all moves)";
const RUNNER_RULE = "core-2e §7 Runners (a second Action once every zombie has acted)";
const LOSS_RULE = "core-2e §8 Loss (the game is lost when any survivor is eliminated)";

/**
 * Runs the queued zombie work until it is done, a players' decision is pending, or the game is lost. Each
 * task may queue more work ahead of the rest, so a Rush activates before the next Spawn Zone draws.
 */
export function runZombieWork(state: ZombicideState, events: ZombicideEvent[]): ZombicideState {
  let s = state;
  while (s.zombieWork.length > 0 && s.pending.length === 0 && s.turn.extra === undefined) {
    if (lost(s)) return endGame(s, events);
    const task = s.zombieWork[0] as WorkTask;
    s = runTask({ ...s, zombieWork: s.zombieWork.slice(1) }, task, events);
  }
  return lost(s) ? endGame(s, events) : s;
}

/** A task runs with the runner of its kind, which the rule module that brings the task installed. */
function runTask(state: ZombicideState, task: WorkTask, events: ZombicideEvent[]): ZombicideState {
  return zombieTaskRunner(task.kind)(state, task as never, events);
}

/**
 * One action of an Activation: every zombie with that many actions attacks or moves (attacks first); then,
 * if some have a further action (Runners), the same again for them alone (§7).
 */
export function runActivate(
  state: ZombicideState,
  task: Extract<ZombieTask, { kind: "activate" }>,
  events: ZombicideEvent[],
): ZombicideState {
  const byId = zombieMap(state);
  const acting = task.zombies.filter((id) => {
    const z = byId.get(id);
    return z !== undefined && zombieType(state, z).actions >= task.action;
  });
  if (acting.length === 0) return state;
  events.push({
    type: "ZombiesActivated",
    reason: task.reason,
    action: task.action,
    zombies: acting,
    rule: task.action > 1 ? RUNNER_RULE : ACTIVATION_RULE,
  });
  const next: ZombieTask[] = [
    { kind: "attack", zombies: acting },
    { kind: "move", zombies: acting },
  ];
  if (acting.some((id) => zombieType(state, byId.get(id) as never).actions > task.action))
    next.push({ ...task, zombies: acting, action: task.action + 1 });
  return { ...state, zombieWork: [...next, ...state.zombieWork] };
}

function lost(state: ZombicideState): boolean {
  // A mission may allow eliminations; its own lose conditions are checked by the mission hook.
  return fatalEliminations(state).length > 0;
}

/** §8: the game ends at once; the rest of the zombie work is dropped. */
function endGame(state: ZombicideState, events: ZombicideEvent[]): ZombicideState {
  if (state.turn.phase === "over") return state;
  const fallen = state.survivors.filter((s) => s.eliminated).map((s) => s.name);
  events.push({ type: "GameLost", reason: `${fallen.join(", ")} eliminated`, rule: LOSS_RULE });
  const { extra: _, extraFrom: _from, ...turn } = state.turn;
  return { ...dropUnfinishedWork(state), turn: { ...turn, phase: "over", active: null } };
}
