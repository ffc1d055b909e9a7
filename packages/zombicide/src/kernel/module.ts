import type { BoardHookSet } from "../board/passage.ts";
import type { ActionModule } from "../game/actions/module.ts";
import type { ZombicideEvent } from "../game/events.ts";
import type { SkillEffect } from "../game/skills/effects.ts";
import type { SurvivorState, ZombicideState } from "../game/types.ts";
import type { HookPoints } from "./hooks.ts";

/** Words of a module for the log and the UI, in every language the product speaks. */
export interface ModuleWords {
  readonly en: Readonly<Record<string, string>>;
  readonly "pt-BR": Readonly<Record<string, string>>;
}

/**
 * A rule module: one rule of the game (a skill, an optional mode, cars...) with everything it brings, in one
 * folder. The kernel never names a module; a profile lists the modules it plays with, in order, and the
 * registry combines their hooks (kernel/registry.ts).
 */
export interface RuleModule {
  /** Module id: a skill's id, a mode's, a rule family's ("cars"). */
  readonly id: string;
  /** The rulebook reference of the rule, for errors and events. */
  readonly rule: string;
  /** Commands the module adds (its action modules). */
  readonly commands?: readonly ActionModule[];
  /** Its contributions to the hook points. */
  readonly hooks?: Partial<HookPoints>;
  /**
   * Zombie tasks it brings, by task kind: the kernel's zombie work queue (`state.zombieWork`) runs a task
   * with the runner of its kind (game/zombies/work.ts).
   */
  readonly zombieTasks?: Readonly<Record<string, TaskRunner>>;
  /** Paused work it brings, by continuation kind (`state.paused`, run by kernel/resume.ts). */
  readonly continuations?: Readonly<Record<string, TaskRunner>>;
  /** The work loop's two long runners, brought by the core rules: an attack's stages and the zombie work. */
  readonly loop?: WorkLoop;
  /** Its board hooks (sight, crossing; `id`: the module's), combined with others' by game/modes/board-hooks.ts. */
  readonly board?: BoardHookSet<ZombicideState>;
  /** Skill ids the module implements (content packs may only name these). */
  readonly skills?: readonly string[];
  /**
   * The rulebook reference of each of its skills, when it implements several with their own (the others and
   * a module of one skill use `rule`); the core tells a skill's use with it (`skillRule`).
   */
  readonly skillRules?: Readonly<Record<string, string>>;
  /**
   * Ways of paying a Move it brings, by the flag a Move command sets (`{ type: move, <way>: true }`): each lets
   * the Move leave a Zone with Zombies for 1 Action.
   */
  readonly moveWays?: Readonly<Record<string, MoveWay>>;
  /**
   * The typed effects of its skills, by skill id, from the skill's parameter ("<skill>:move" gives
   * `move`): the small data vocabulary the core rules read (game/skills/effects.ts).
   */
  readonly effects?: Readonly<Record<string, (param: string | undefined) => readonly SkillEffect[]>>;
  /** Equipment card traits and card skills the module implements (content checks). */
  readonly cardEffects?: readonly string[];
  /** Zombie types whose behaviour the module implements. */
  readonly zombieTypes?: readonly string[];
  /** Its log and UI words, in en and pt-BR. */
  readonly words?: ModuleWords;
}

/** A way of paying a Move that a module brings (a Kid's once-per-Turn free exit from Zombies). */
export interface MoveWay {
  /** The rule of the way, for its refusals. */
  readonly rule: string;
  /** The rule told on the Move that left Zombies this way. */
  readonly moved: string;
  /** The error code of a refusal. */
  readonly code: string;
  /** Why the survivor may not Move this way now, or null. */
  refusal(state: ZombicideState, survivor: SurvivorState): string | null;
  /** The state after the survivor Moved this way (a once-per-Turn way records its use). */
  use(state: ZombicideState, survivor: string): ZombicideState;
}

/** Runs one piece of queued work (a zombie task, a continuation): plain JSON in, the next state out. */
export type TaskRunner = (state: ZombicideState, task: never, events: ZombicideEvent[]) => ZombicideState;

/** Types a runner for one kind of task; the registry keeps it by kind and hands it tasks of that kind only. */
export function taskRunner<T extends { readonly kind: string }>(
  run: (state: ZombicideState, task: T, events: ZombicideEvent[]) => ZombicideState,
): TaskRunner {
  return run as TaskRunner;
}

export interface WorkLoop {
  /** Carries the attack in `state.combat` on (its stages, cost, what follows it). */
  combat(state: ZombicideState, events: ZombicideEvent[]): ZombicideState;
  /** Runs the zombie work until it is done or waits (a decision, an extra Turn, the game's end). */
  zombies(state: ZombicideState, events: ZombicideEvent[]): ZombicideState;
}
