import type { BoardHookSet } from "../board/passage.ts";
import type { ActionModule } from "../game/actions/module.ts";
import type { SkillEffect } from "../game/skills/effects.ts";
import type { ZombicideState, ZoneId } from "../game/types.ts";
import { HOOK_KINDS, type HookName, type HookPoints } from "./hooks.ts";
import type {
  CommandReading,
  DecisionReading,
  EventReading,
  MoveWay,
  RuleModule,
  TaskRunner,
  WorkLoop,
} from "./module.ts";
import type { Profile } from "./profile.ts";

/** The rules a game plays: its profile, its modules in hook order, their combined hooks and their commands. */
export interface Rules {
  readonly profile: Profile;
  readonly modules: readonly RuleModule[];
  /** The same modules' ids (one array per rules, so caches keyed by it hold): the profile's and the switched-on. */
  readonly moduleIds: readonly string[];
  readonly hooks: HookPoints;
  readonly commands: readonly ActionModule[];
  /** The same commands by type (the first module's, as a search of `commands` would find). */
  readonly commandByType: ReadonlyMap<string, ActionModule>;
  /**
   * The commands `legal` asks outside decisions: those of the switched-on modules, in `commands` order. A
   * switched-off module's commands refuse themselves, so they never offer anything.
   */
  readonly offered: readonly ActionModule[];
}

/** Every module and profile the engine has; filled once by the catalogue (modules/catalogue.ts). */
const MODULES = new Map<string, RuleModule>();
const PROFILES = new Map<string, Profile>();
/** The module that brings each module event type. */
const EVENT_OWNERS = new Map<string, string>();
/** The module that words each command type, refusal code and decision kind. */
const COMMAND_OWNERS = new Map<string, string>();
const REFUSAL_OWNERS = new Map<string, string>();
const DECISION_OWNERS = new Map<string, string>();

/** Notes that module `id` brings `key`: two modules bringing one (an event, a refusal code...) is a mistake. */
function own(owners: Map<string, string>, what: string, key: string, id: string): void {
  const owner = owners.get(key);
  if (owner && owner !== id)
    throw new Error(`rule modules "${owner}" and "${id}" both bring ${what} "${key}"`);
  owners.set(key, id);
}

/**
 * Installs the engine's modules and profiles. The kernel imports no module: the catalogue calls this once when
 * the engine loads (game/definition.ts imports it), so rules meet only at hook points.
 */
export function installRules(modules: readonly RuleModule[], profiles: readonly Profile[]): void {
  for (const m of modules) {
    const other = MODULES.get(m.id);
    if (other && other !== m) throw new Error(`two rule modules have the id "${m.id}"`);
    MODULES.set(m.id, m);
    for (const [skill, effects] of Object.entries(m.effects ?? {})) EFFECTS.set(skill, effects);
    for (const skill of m.skills ?? []) SKILL_RULES.set(skill, m.skillRules?.[skill] ?? m.rule);
    for (const [way, how] of Object.entries(m.moveWays ?? {})) MOVE_WAYS.set(way, how);
    for (const [kind, pays] of Object.entries(m.actionKinds ?? {})) ACTION_KINDS.set(kind, pays);
    for (const [kind, run] of Object.entries(m.zombieTasks ?? {})) register(TASKS, "zombie task", kind, run);
    for (const [kind, run] of Object.entries(m.continuations ?? {}))
      register(CONTINUATIONS, "continuation", kind, run);
    if (m.loop) LOOP = m.loop;
    for (const type of Object.keys(m.events ?? {})) own(EVENT_OWNERS, "event", type, m.id);
    for (const type of Object.keys(m.commandWords ?? {}))
      own(COMMAND_OWNERS, "the words of command", type, m.id);
    for (const code of m.refusals ?? []) own(REFUSAL_OWNERS, "refusal", code, m.id);
    for (const kind of Object.keys(m.decisions ?? {})) own(DECISION_OWNERS, "decision", kind, m.id);
  }
  allCache = null;
  FREE_TYPES = null;
  boardCache = null;
  built.clear();
  byArray = new WeakMap();
  last = null;
  for (const p of profiles) {
    for (const id of [...p.modules, ...p.optional])
      if (!MODULES.has(id)) throw new Error(`profile "${p.id}" lists module "${id}", which is not installed`);
    PROFILES.set(p.id, p);
  }
}

/** Every command of every installed module (parsing a command needs no game). */
export function allCommands(): readonly ActionModule[] {
  if (!allCache) allCache = [...MODULES.values()].flatMap((m) => m.commands ?? []);
  return allCache;
}

let allCache: readonly ActionModule[] | null = null;

/** The effects declared for a skill id by the module that implements it (modules are global to profiles). */
export function skillEffects(
  id: string,
): ((param: string | undefined) => readonly SkillEffect[]) | undefined {
  return EFFECTS.get(id);
}

const EFFECTS = new Map<string, (param: string | undefined) => readonly SkillEffect[]>();

/** The rulebook reference of a skill, from the module that implements it (undefined: no module does). */
export function skillRule(id: string): string | undefined {
  return SKILL_RULES.get(id);
}

const SKILL_RULES = new Map<string, string>();

/** The free Action types that pay for a module's own kind of Action (undefined: no module brings that kind). */
export function moduleActionKind(kind: string): readonly string[] | undefined {
  return ACTION_KINDS.get(kind);
}

/** Every free Action type the modules' own kinds of Action are paid with. */
export function moduleFreeActionTypes(): readonly string[] {
  FREE_TYPES ??= [...new Set([...ACTION_KINDS.values()].flat())];
  return FREE_TYPES;
}

let FREE_TYPES: readonly string[] | null = null;

const ACTION_KINDS = new Map<string, readonly string[]>();

/** The ways of paying a Move the installed modules bring, by the Move command's flag. */
export function moveWays(): ReadonlyMap<string, MoveWay> {
  return MOVE_WAYS;
}

const MOVE_WAYS = new Map<string, MoveWay>();

const TASKS = new Map<string, TaskRunner>();
const CONTINUATIONS = new Map<string, TaskRunner>();
let LOOP: WorkLoop | null = null;

function register(map: Map<string, TaskRunner>, what: string, kind: string, run: TaskRunner): void {
  const other = map.get(kind);
  if (other && other !== run) throw new Error(`two rule modules run the ${what} "${kind}"`);
  map.set(kind, run);
}

/** The runner of a zombie task kind; a task no installed module runs is a broken state, so it throws. */
export function zombieTaskRunner(kind: string): TaskRunner {
  const run = TASKS.get(kind);
  if (!run) throw new Error(`no rule module runs the zombie task "${kind}"`);
  return run;
}

/** The runner of a continuation kind (kernel/resume.ts). */
export function continuationRunner(kind: string): TaskRunner {
  const run = CONTINUATIONS.get(kind);
  if (!run) throw new Error(`no rule module runs the continuation "${kind}"`);
  return run;
}

/** The work loop the core rules installed. */
export function workLoop(): WorkLoop {
  if (!LOOP) throw new Error("no rule modules are installed: import the engine through @horda/zombicide");
  return LOOP;
}

export function moduleById(id: string): RuleModule | undefined {
  return MODULES.get(id);
}

/** The Zones the game's modules want the survivors to reach now (RuleModule.aims), in module order. */
export function moduleAims(state: ZombicideState): ZoneId[] {
  const out: ZoneId[] = [];
  for (const m of rulesOf(state).modules) if (m.aims) out.push(...m.aims(state));
  return out;
}

/** The attack modes the game's modules ask the survivors to keep a card for now (RuleModule.keeps). */
export function moduleKeeps(state: ZombicideState): string[] {
  const out: string[] = [];
  for (const m of rulesOf(state).modules) if (m.keeps) out.push(...m.keeps(state));
  return out;
}

/** Every installed module, in the order the catalogue lists them. */
export function installedModules(): RuleModule[] {
  return [...MODULES.values()];
}

/** The module that brings an event type and how the event reads, or undefined for a core event. */
export function moduleOfEvent(type: string): { module: RuleModule; reading: EventReading } | undefined {
  const module = MODULES.get(EVENT_OWNERS.get(type) ?? "");
  const reading = module?.events?.[type];
  return module && reading ? { module, reading } : undefined;
}

/** The module that words a command type and how the command reads, or undefined (no module words it). */
export function moduleOfCommand(type: string): { module: RuleModule; reading: CommandReading } | undefined {
  const module = MODULES.get(COMMAND_OWNERS.get(type) ?? "");
  const reading = module?.commandWords?.[type];
  return module && reading ? { module, reading } : undefined;
}

/** The module that brings a refusal code (and its words), or undefined: not a rule's (a table's, a session's). */
export function moduleOfRefusal(code: string): RuleModule | undefined {
  return MODULES.get(REFUSAL_OWNERS.get(code) ?? "");
}

/** The module that raises a kind of pending decision and how it reads, or undefined. */
export function moduleOfDecision(kind: string): { module: RuleModule; reading: DecisionReading } | undefined {
  const module = MODULES.get(DECISION_OWNERS.get(kind) ?? "");
  const reading = module?.decisions?.[kind];
  return module && reading ? { module, reading } : undefined;
}

/** The optional modes a player may switch on in a profile's games, in the profile's order (`switchable`). */
export function switchableModes(profileId: string): RuleModule[] {
  const profile = PROFILES.get(profileId);
  return (profile?.optional ?? [])
    .map((id) => MODULES.get(id) as RuleModule)
    .filter((m) => m.switchable === true);
}

/**
 * The module of a game (its profile's and its switched-on modules, in order) that says `owner`'s words `key` its
 * own way (`RuleModule.rewords`), or undefined: the owner's words stand. An unknown profile rewords nothing.
 */
export function rewordedBy(
  game: { readonly profile: string; readonly modules: readonly string[] },
  owner: string,
  key: string,
): RuleModule | undefined {
  if (!PROFILES.has(game.profile)) return undefined;
  return rulesOf(game).modules.find((m) => m.rewords?.[owner]?.includes(key));
}

export function profileById(id: string): Profile | undefined {
  return PROFILES.get(id);
}

export function profileIds(): string[] {
  return [...PROFILES.keys()];
}

/**
 * Checks what a game asks for: a profile the engine has, and only modules that profile can switch on.
 * Returns the problem in words, or null.
 */
export function refusal(profile: string, modules: readonly string[]): string | null {
  const p = PROFILES.get(profile);
  if (!p)
    return `this engine has no rule profile "${profile}" (it plays ${profileIds()
      .map((id) => `"${id}"`)
      .join(", ")}); the game is not played on other rules`;
  for (const id of modules) {
    if (p.optional.includes(id) || p.modules.includes(id)) continue;
    return `the rule profile "${p.id}" has no module "${id}" (it can switch on ${p.optional
      .map((m) => `"${m}"`)
      .join(", ")}); the game is not played without it`;
  }
  return null;
}

/** Built rules by "profile|module,module": a saved or parsed state brings fresh arrays naming the same rules. */
const built = new Map<string, Rules>();
/** The `modules` arrays already seen, with their rules by profile (most lookups end here). */
let byArray = new WeakMap<readonly string[], { readonly profile: string; readonly rules: Rules }>();
let last: { modules: readonly string[]; profile: string; rules: Rules } | null = null;

/**
 * The rules of a game (profile and switched-on modules). Every hook call goes through here, so the answer is
 * cached three ways: the last game's arrays, any `modules` array seen before, then the names themselves (a new
 * game builds its combined hooks once per profile and module list, not once per setup).
 */
export function rulesOf(state: { readonly profile: string; readonly modules: readonly string[] }): Rules {
  if (last !== null && last.modules === state.modules && last.profile === state.profile) return last.rules;
  const seen = byArray.get(state.modules);
  let rules: Rules | undefined = seen?.profile === state.profile ? seen.rules : undefined;
  if (!rules) {
    const key = `${state.profile}|${state.modules.join(",")}`;
    rules = built.get(key);
    if (!rules) {
      rules = buildRules(state.profile, state.modules);
      built.set(key, rules);
    }
    byArray.set(state.modules, { profile: state.profile, rules });
  }
  last = { modules: state.modules, profile: state.profile, rules };
  return rules;
}

function buildRules(profileId: string, switched: readonly string[]): Rules {
  const profile = PROFILES.get(profileId);
  if (!profile) {
    throw new Error(
      PROFILES.size === 0
        ? "no rule modules are installed: import the engine through @horda/zombicide (game/definition.ts)"
        : `no rule profile "${profileId}"`,
    );
  }
  const ids = [...profile.modules, ...profile.optional.filter((id) => switched.includes(id))];
  const modules = ids.map((id) => MODULES.get(id) as RuleModule);
  // Commands of every module of the profile, switched on or not: a command of a module that is off refuses
  // itself with its own words (the free mode's), instead of being unknown.
  const all = [...profile.modules, ...profile.optional].map((id) => MODULES.get(id) as RuleModule);
  const commands = all.flatMap((m) => m.commands ?? []);
  const commandByType = new Map<string, ActionModule>();
  for (const c of commands) if (!commandByType.has(c.type)) commandByType.set(c.type, c);
  const on = new Set(modules);
  const offered = all.filter((m) => on.has(m)).flatMap((m) => m.commands ?? []);
  return { profile, modules, moduleIds: ids, hooks: combineHooks(modules), commands, commandByType, offered };
}

type AnyHook = (...args: unknown[]) => unknown;

/** One function per hook point, combining the modules' contributions as `HOOK_KINDS` says, in module order. */
export function combineHooks(modules: readonly RuleModule[]): HookPoints {
  const out: Record<string, AnyHook> = {};
  for (const name of Object.keys(HOOK_KINDS) as HookName[]) {
    const fns = modules.flatMap((m) => (m.hooks?.[name] ? [m.hooks[name] as AnyHook] : []));
    out[name] = combine(HOOK_KINDS[name], fns);
  }
  return out as unknown as HookPoints;
}

/**
 * A hook point with no contribution answers the core's value at once, and one with a single contribution is
 * that function (wrapped only where the kind changes the answer), so the common case costs one call.
 */
function combine(kind: (typeof HOOK_KINDS)[HookName], fns: readonly AnyHook[]): AnyHook {
  const only = fns.length === 1 ? (fns[0] as AnyHook) : null;
  switch (kind) {
    case "fold":
      if (fns.length === 0) return (_ctx, value) => value;
      if (only) return only;
      return (ctx, value) => {
        let v = value;
        for (let i = 0; i < fns.length; i++) v = (fns[i] as AnyHook)(ctx, v);
        return v;
      };
    case "first":
      if (fns.length === 0) return () => undefined;
      if (only)
        return (ctx) => {
          const v = only(ctx);
          return v === null ? undefined : v;
        };
      return (ctx) => {
        for (let i = 0; i < fns.length; i++) {
          const v = (fns[i] as AnyHook)(ctx);
          if (v !== undefined && v !== null) return v;
        }
        return undefined;
      };
    case "any":
      if (fns.length === 0) return () => false;
      return (ctx) => {
        for (let i = 0; i < fns.length; i++) if ((fns[i] as AnyHook)(ctx) === true) return true;
        return false;
      };
    case "collect":
      if (fns.length === 0) return () => EMPTY;
      if (only) return only;
      return (ctx) => {
        const out: unknown[] = [];
        for (let i = 0; i < fns.length; i++)
          for (const x of (fns[i] as AnyHook)(ctx) as unknown[]) out.push(x);
        return out;
      };
  }
}

const EMPTY: readonly never[] = [];

/**
 * Everything the installed modules of a profile implement, for the content checks (packs may name only these);
 * undefined for a profile the engine lacks. Its shape is content's `RulesCatalogue`, so a loader's caller passes
 * it without content importing the engine.
 */
export function implementedNames(profileId: string):
  | {
      readonly skills: ReadonlySet<string>;
      readonly cardEffects: ReadonlySet<string>;
      readonly zombieTypes: ReadonlySet<string>;
      readonly modules: ReadonlySet<string>;
    }
  | undefined {
  const profile = PROFILES.get(profileId);
  if (!profile) return undefined;
  const modules = [...profile.modules, ...profile.optional].map((id) => MODULES.get(id) as RuleModule);
  return {
    skills: new Set(modules.flatMap((m) => m.skills ?? [])),
    cardEffects: new Set(modules.flatMap((m) => m.cardEffects ?? [])),
    zombieTypes: new Set(modules.flatMap((m) => m.zombieTypes ?? [])),
    modules: new Set(modules.map((m) => m.id)),
  };
}

/** The board hook sets of the installed modules, by module id (game/modes/board-hooks.ts combines them). */
export function boardHookSets(): Readonly<Record<string, BoardHookSet<ZombicideState>>> {
  if (!boardCache) {
    const out: Record<string, BoardHookSet<ZombicideState>> = {};
    for (const m of MODULES.values()) if (m.board) out[m.id] = m.board;
    boardCache = out;
  }
  return boardCache;
}

let boardCache: Readonly<Record<string, BoardHookSet<ZombicideState>>> | null = null;
