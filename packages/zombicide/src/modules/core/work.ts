import { advanceCombat } from "../../game/combat/resolve.ts";
import { startExtraTurn } from "../../game/extra-turn.ts";
import { survivorById } from "../../game/survivors.ts";
import { endFallenTurn, spend } from "../../game/turns.ts";
import { runAttack, runWounds, survivorZones } from "../../game/zombies/attacks.ts";
import { runEndPhase } from "../../game/zombies/end-phase.ts";
import { runGroup, runMove } from "../../game/zombies/moves.ts";
import { placeAbomination, runSpawn, runSpawnStep } from "../../game/zombies/spawn.ts";
import type { ZombieTask } from "../../game/zombies/tasks.ts";
import { runActivate, runZombieWork } from "../../game/zombies/work.ts";
import type { Continuation } from "../../kernel/continuation.ts";
import { type RuleModule, taskRunner } from "../../kernel/module.ts";

type Task<K extends string> = Extract<ZombieTask, { kind: K }>;

/** The zombie tasks of the core rules (§7), by kind. */
export const CORE_TASKS: NonNullable<RuleModule["zombieTasks"]> = {
  activate: taskRunner<Task<"activate">>(runActivate),
  attack: taskRunner<Task<"attack">>((state, task, events) => runAttack(state, task.zombies, events)),
  wounds: taskRunner<Task<"wounds">>(runWounds),
  move: taskRunner<Task<"move">>((state, task, events) =>
    runMove(state, task.zombies, survivorZones(state), events),
  ),
  group: taskRunner<Task<"group">>(runGroup),
  spawnStep: taskRunner<Task<"spawnStep">>((state, _task, events) => runSpawnStep(state, events)),
  spawn: taskRunner<Task<"spawn">>((state, task, events) =>
    runSpawn(state, task.zone, task.source, events, task.card),
  ),
  abomination: taskRunner<Task<"abomination">>((state, task, events) =>
    placeAbomination(state, task.zombie, task.zone, task.rush, events),
  ),
  endPhase: taskRunner<Task<"endPhase">>((state, _task, events) => runEndPhase(state, events)),
  extraTurn: taskRunner<Task<"extraTurn">>(startExtraTurn),
};

/** The core's continuation: an Action's cost paid once the decision raised on its way is answered. */
export const CORE_CONTINUATIONS: NonNullable<RuleModule["continuations"]> = {
  spend: taskRunner<Extract<Continuation, { kind: "spend" }>>((state, step, events) => {
    const s = survivorById(state, step.survivor);
    // A survivor eliminated meanwhile (a Friendly Fire share...) has no Action left to pay.
    if (!s || s.eliminated || s.escaped) return state;
    return spend(state, step.survivor, step.cost, events, step.mode, step.killed);
  }),
};

export const CORE_LOOP: NonNullable<RuleModule["loop"]> = {
  combat: advanceCombat,
  zombies: runZombieWork,
  fallen: endFallenTurn,
};
