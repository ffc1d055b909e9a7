import type { BoardHookSet } from "../board/passage.ts";
import type { ActionModule } from "../game/actions/module.ts";
import type { ZombicideEvent } from "../game/events.ts";
import type { SkillEffect } from "../game/skills/effects.ts";
import type { SurvivorState, ZombicideState, ZoneId } from "../game/types.ts";
import type { HookPoints } from "./hooks.ts";

/**
 * Words of a module for the log and the UI, in every language the product speaks. An event the module declares
 * in `events` reads from its key `event.<Type>` (with `_<variant>` and i18next plural suffixes, `_one`...).
 */
export interface ModuleWords {
  readonly en: Readonly<Record<string, string>>;
  readonly "pt-BR": Readonly<Record<string, string>>;
}

/**
 * How the log reads an event field: an id as a name, ids as a list of names, dice as faces; `word`: the value
 * picks one of the module's own words, `word.<field>_<value>` ("deck": `word.deck_epic`).
 */
export type EventFieldKind =
  | "survivor"
  | "survivors"
  | "skill"
  | "card"
  | "cards"
  | "car"
  | "box"
  | "zombies"
  | "zombieType"
  | "zombieCards"
  | "list"
  | "dice"
  | "word"
  // A position among a list counted from 0 (a die's index), said from 1: "die 2".
  | "position"
  // Commands' fields (CommandReading): zones one after another ("Z1 → Z2"); a card, or a skill that stands for
  // one (a skill that opens a door with no card); cards laid out in Hands and Backpack; shares of hits by zombie
  // type or by survivor ("2 × Walker, 1 × Runner").
  | "path"
  | "tool"
  | "hands"
  | "backpack"
  | "layout"
  | "zombieShares"
  | "survivorShares";

/**
 * A field told only when it has a value (not null, not an empty list): read as `read` says, then put into the
 * module's words `phrase` (which interpolates the field by its name); empty otherwise. " (with {{companions}})".
 */
export interface EventFieldPhrase {
  readonly read: EventFieldKind;
  readonly phrase: string;
}

/**
 * How one of a module's events reads in the log: its words are `event.<Type>` in the module's `words`, with
 * the event's fields interpolated (`{{survivor}}`), each read as its kind says (other fields as they are).
 */
export interface EventReading {
  readonly fields?: Readonly<Record<string, EventFieldKind | EventFieldPhrase>>;
  /** The field counted for plural words (`{{count}}`): an array's length, or a number. */
  readonly count?: string;
  /** A field whose value picks the words `event.<Type>_<value>` (an i18next context): `success` → `_true`. */
  readonly variant?: string;
  /**
   * How `variant` picks: by the field's value (the default), or by whether it has one (`_some` / `_none`: a
   * Companion handed over by a Leader, or rallied by nobody's).
   */
  readonly variantBy?: "value" | "presence";
}

/**
 * How one of a module's commands reads on its button and in the log: its words are `command.<Type>` in the
 * module's `words`, read like an event's (fields by kind, a variant, a count for plural words).
 */
export interface CommandReading extends EventReading {
  /**
   * Fields that, when set (true, a non-empty list), wrap the words in the module's words of that key, which
   * interpolate them as `{{what}}`: a Dual attack "{{what}} (both, dual)". A command's `declare` list is
   * wrapped by whichever module words `declared.<name>` (All-Out).
   */
  readonly wraps?: Readonly<Record<string, string>>;
  /**
   * The command has a group's button, for its commands that differ only in their target zone: words
   * `group.<Type>`, read the same way (no target, no declaration).
   */
  readonly group?: true;
}

/**
 * How one of a module's pending decisions reads: its name is `decision.<kind>` in the module's words; `details`
 * (when given) reads its options like an event's fields into `details.<kind>`.
 */
export interface DecisionReading {
  readonly details?: EventReading;
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
  /**
   * The module's own kinds of Action (its commands pay as one) and the free Action types that pay for each, the
   * most restricted first: a spell Action paid by a free Action of its own type, then a wider one.
   */
  readonly actionKinds?: Readonly<Record<string, readonly string[]>>;
  /** Equipment card traits and card skills the module implements (content checks). */
  readonly cardEffects?: readonly string[];
  /** Zombie types whose behaviour the module implements. */
  readonly zombieTypes?: readonly string[];
  /** Its log and UI words, in en and pt-BR. */
  readonly words?: ModuleWords;
  /**
   * Where the module's goal wants the survivors now (a meeting Zone...), for the survivor bots and their hints
   * (`moduleAims`); nothing when it asks for no place. Reads only what a seat's view also holds.
   */
  readonly aims?: (state: ZombicideState) => readonly ZoneId[];
  /**
   * The attack modes a goal of the module still needs a card for (a Molotov for a Spawn Zone...): the survivor
   * bots keep such cards for it (`moduleKeeps`). Reads only what a seat's view also holds.
   */
  readonly keeps?: (state: ZombicideState) => readonly string[];
  /**
   * Words of other modules it says its own way in the games that play it: by module id, the word keys of that
   * module (`command.<Type>`, `event.<Type>`..., without variant or plural suffix) whose words its own `words`
   * hold (the classic cars say the core cars' Drive in Season 1 terms). A game reads such a key from the first of
   * its modules that rewords it (`rewordedBy`), else from the owner's words.
   */
  readonly rewords?: Readonly<Record<string, readonly string[]>>;
  /**
   * How its commands read, by command type (its words say them, `command.<Type>`): every command it brings
   * has a reading.
   */
  readonly commandWords?: Readonly<Record<string, CommandReading>>;
  /** The refusal codes it brings: its words say each, `refusal.<code>` (other modules may refuse with them). */
  readonly refusals?: readonly string[];
  /** The pending decisions it raises, by kind, and how they read (`decision.<kind>` in its words). */
  readonly decisions?: Readonly<Record<string, DecisionReading>>;
  /**
   * An optional mode a player may switch on for a game (the new-game form lists the profile's switchable
   * modules): its words `name` (the header's list of modes) and `mode.switch` (the switch's label).
   */
  readonly switchable?: true;
  /**
   * The events it brings, by event type, and how each reads in the log (its words say it, `event.<Type>`).
   * Their shapes join `ZombicideEvent` through `ModuleEvents` (game/events.ts).
   */
  readonly events?: Readonly<Record<string, EventReading>>;
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
  /**
   * Ends the Turn of the survivor taking it once it is out of play (eliminated during its own Action, where a
   * mission allows eliminations); the same state when there is none.
   */
  fallen(state: ZombicideState, events: ZombicideEvent[]): ZombicideState;
}

/** A module's words from its parts (its events', its commands'...), one language at a time; later parts win. */
export function joinWords(...parts: readonly ModuleWords[]): ModuleWords {
  return {
    en: Object.assign({}, ...parts.map((p) => p.en)),
    "pt-BR": Object.assign({}, ...parts.map((p) => p["pt-BR"])),
  };
}
