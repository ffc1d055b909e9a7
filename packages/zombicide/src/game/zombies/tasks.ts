import type { ZoneId } from "../types.ts";

/**
 * One unit of zombie work, kept in `state.zombieWork` (front first) so the zombie side can stop for a
 * players' decision and resume after the answer with nothing but JSON in the state. Each kind has a runner
 * installed by its rule module (the core's below, a module's own: kernel/module.ts `zombieTasks`).
 */
export type ZombieTask =
  /** One Activation of these zombies: action 1, then a second one for those with 2 actions (Runners). */
  | {
      readonly kind: "activate";
      readonly zombies: readonly string[];
      readonly reason: ActivationReason;
      readonly action: number;
    }
  /** Every listed zombie standing with survivors attacks (§7 Attack). */
  | { readonly kind: "attack"; readonly zombies: readonly string[] }
  /** Wounds the survivors of a zone take from one attack; the players split them (pending decision). */
  | {
      readonly kind: "wounds";
      readonly zone: ZoneId;
      readonly left: number;
      /** Survivors whose `ignoresFirstWound` already ignored a Wound in this Attack Step. */
      readonly toughUsed: readonly string[];
      /** Wounds left by zombie type, for wounds ignored by zombie type (`ignoreWoundsFrom`, §10); absent in tasks saved before it. */
      readonly types?: Readonly<Record<string, number>>;
      /** Only this survivor may take them (a module's Activation that targets one survivor). */
      readonly only?: string;
    }
  /** The listed zombies that did not attack move (§7 Move), one group per zone. */
  | { readonly kind: "move"; readonly zombies: readonly string[] }
  /** One group: zombies of one zone heading the same way; `split` holds the players' choices so far. */
  | {
      readonly kind: "group";
      readonly from: ZoneId;
      readonly zombies: readonly string[];
      readonly plan: GroupPlan | null;
    }
  /** The Spawn Step (§7 Step 2): one `spawn` task per active Spawn Zone, in spawn order. */
  | { readonly kind: "spawnStep" }
  /** Draw one Zombie card for a zone: a Spawn Zone, or a Dark Zone of a building opened for the first time. */
  | {
      readonly kind: "spawn";
      readonly zone: ZoneId;
      readonly source: "spawn-zone" | "building";
      /** A card already drawn and assigned to this zone (a module drew it ahead, §10); absent: draw one. */
      readonly card?: string;
    }
  /** Abomination Fest: after the extra Activation of those on the board, draw and place a new Abomination. */
  | { readonly kind: "abomination"; readonly zone: ZoneId; readonly zombie: string; readonly rush: boolean }
  | { readonly kind: "endPhase" }
  /** A survivor takes an extra Turn now, before the zombie work that follows (`rule`: the rule granting it). */
  | { readonly kind: "extraTurn"; readonly survivor: string; readonly rule?: string };

/** A field of a module's task: plain JSON (the state is saved as it is). */
export type TaskField =
  | null
  | boolean
  | number
  | string
  | readonly TaskField[]
  | { readonly [key: string]: TaskField };

declare const moduleKind: unique symbol;
/** The kind of a module's own task: a string the module names, never one of the core's kinds above. */
export type ModuleTaskKind = string & { readonly [moduleKind]: true };

/**
 * A rule module's own zombie task (its kind and JSON fields). The union above types the core's tasks, which
 * the core reads; a module's task is only ever read by the runner its module installed for its kind
 * (kernel/module.ts `zombieTasks`). Its kind is branded, so a core kind's check never takes it for a core task.
 */
export interface ModuleTask {
  readonly kind: ModuleTaskKind;
  readonly [field: string]: TaskField;
}

/** An entry of `state.zombieWork`: a core task or a module's. */
export type WorkTask = ZombieTask | ModuleTask;

/** Whether the entry is the core's task of kind `kind` (a module's task never is: its kind is its own). */
export function isTask<K extends ZombieTask["kind"]>(
  task: WorkTask | undefined,
  kind: K,
): task is Extract<ZombieTask, { readonly kind: K }> {
  return task !== undefined && task.kind === kind;
}

/** A module's task as an entry of the zombie work (the one door a module's task enters by). */
export function moduleTask<T extends { readonly kind: string; readonly [field: string]: TaskField }>(
  task: T,
): ModuleTask {
  return { ...task, kind: task.kind as ModuleTaskKind };
}

export type ActivationReason =
  | "zombie-phase"
  | "rush"
  | "extra-activation"
  | "out-of-miniatures"
  | "abomination";

/** How a group splits: the branches (next zones) and, per split key, the zombies and the spares' branches. */
export interface GroupPlan {
  readonly branches: readonly ZoneId[];
  /** Split keys (zombie type, or the Abomination card) in the order they are decided. */
  readonly parts: readonly SplitPart[];
}

export interface SplitPart {
  readonly key: string;
  readonly zombies: readonly string[];
  /** Branches that take one of the spare zombies once decided; null while the players have not said. */
  readonly spareTo: readonly ZoneId[] | null;
}
