import { skillEffects } from "../../kernel/registry.ts";

/**
 * Skills as data (core-2e §10): a skill on a survivor is a string, its id and an optional parameter
 * ("<skill>:<param>", "<skill>:walker"). Many skills are a small typed effect read by the rule
 * that it changes (declared by the skill's rule module); the others are code in their module, at hook points.
 */

/**
 * The kinds of Action a free Action can be restricted to: the core's, or a type a module's own kind of Action is
 * paid with (`RuleModule.actionKinds`).
 */
export type FreeActionFor =
  | "move"
  | "search"
  | "combat"
  | "melee"
  | "ranged"
  | "door"
  | "dual"
  | (string & {});
/** The kind of an Action being paid for: the core's, or a module's own (`RuleModule.actionKinds`). */
export type ActionKind = "move" | "search" | "melee" | "ranged" | "door" | (string & {});

export type SkillEffect =
  /**
   * One extra Action per Turn, usable only for that kind (a free Action of one type, a free door Action...);
   * `skill` and `rule` are told in the SkillUsed event when it pays.
   */
  | {
      readonly kind: "extraAction";
      readonly for: FreeActionFor;
      readonly skill: string;
      readonly rule: string;
      /** Pays only for an attack with this declaration made (Fort Hendrix's free All-Out Action: "all-out"). */
      readonly declared?: string;
    }
  /** A Move Action may cover up to `zones` Zones (2 on every Move; 3 on a once-per-Turn one). */
  | {
      readonly kind: "longMove";
      readonly zones: number;
      readonly minZones: number;
      readonly oncePerTurn: boolean;
    }
  /** Wounds from Zombies whose type contains `type` are ignored; `skill` and `rule` are told in the event. */
  | {
      readonly kind: "ignoreWoundsFrom";
      readonly type: string;
      readonly skill: string;
      readonly rule: string;
    }
  /**
   * End Phase healing: `all` heals every Wound; `zone` heals 1 on everyone in the Zone; `ap`: +1 AP per Wound
   * healed. `skill` and `rule` are told in the events, `name` in the Adrenaline's reason.
   */
  | {
      readonly kind: "endPhaseHeal";
      readonly amount: "all" | 1;
      readonly zone: boolean;
      readonly ap: boolean;
      readonly skill: string;
      readonly name: string;
      readonly rule: string;
    }
  /** Setup bonuses (a starting Health, 2 AP, a card). */
  | {
      readonly kind: "startsWith";
      readonly health?: number;
      readonly adrenaline?: number;
      readonly card?: string;
    }
  /** More Actions each Turn, to spend on anything (from the Turn it is gained in, §9). */
  | { readonly kind: "moreActions"; readonly actions: number }
  /** More Backpack slots. */
  | { readonly kind: "backpackSlots"; readonly slots: number }
  /** Every card of the inventory counts as held in Hand. */
  | { readonly kind: "wholeInventoryInHand" }
  /** The inventory's cards whose data has this field (a spell's `spell`) count as held in Hand. */
  | { readonly kind: "carriedInHand"; readonly field: string }
  /** Anything else: code in the skill's rule module (modules/skills/<skill>/), read through hook points. */
  | { readonly kind: "hook"; readonly name: string }
  /** The holder shares `skill` with every survivor in its Zone while another survivor stands there. */
  | { readonly kind: "sharesInZone"; readonly skill: string };

export function skillId(skill: string): string {
  const i = skill.indexOf(":");
  return i < 0 ? skill : skill.slice(0, i);
}

export function skillParam(skill: string): string | undefined {
  const i = skill.indexOf(":");
  return i < 0 ? undefined : skill.slice(i + 1);
}

/**
 * The effects of one skill string, as the rule module of the skill declares them (`RuleModule.effects`); a skill
 * whose module declares none is code ("hook"), read by the module's own hooks.
 */
export function effectsOf(skill: string): SkillEffect[] {
  const id = skillId(skill);
  const declared = skillEffects(id);
  return declared ? [...declared(skillParam(skill))] : [{ kind: "hook", name: id }];
}

/** Every effect of every skill of a survivor, in skill order. */
export function effectsOfAll(skills: readonly string[]): readonly SkillEffect[] {
  // Rules ask for a survivor's effects many times per command; skill lists are shared between states.
  let effects = effectsCache.get(skills);
  if (!effects) {
    effects = skills.flatMap(effectsOf);
    effectsCache.set(skills, effects);
  }
  return effects;
}

const effectsCache = new WeakMap<readonly string[], readonly SkillEffect[]>();

const sharesSome = (skills: readonly string[]): boolean =>
  effectsOfAll(skills).some((e) => e.kind === "sharesInZone");

interface Holder {
  readonly id: string;
  readonly zone: string;
  readonly skills: readonly string[];
  readonly eliminated: boolean;
  readonly escaped: boolean;
  /** Set on a Companion (§12), which neither gives nor gets a shared skill (`sharesInZone`). */
  readonly companion?: unknown;
}

/**
 * The skills a survivor has now: its own, plus every skill shared in its Zone ("sharesInZone") while at least
 * one other survivor stands there (§10; the holder gets it too; Companions left out). Rules read skills
 * through this (or `hasSkill`).
 */
export function skillsOf(state: { readonly survivors: readonly Holder[] }, s: Holder): readonly string[] {
  if (s.eliminated || s.escaped || s.companion !== undefined) return s.skills;
  // States are immutable: for the last survivors array asked about, whether anyone shares a skill, and each
  // survivor's answer (the same array each time, so `effectsOfAll` finds it cached).
  if (sharing?.survivors !== state.survivors) {
    const anyone = state.survivors.some((o) => sharesSome(o.skills));
    sharing = { survivors: state.survivors, answers: anyone ? new Map() : null };
  }
  if (sharing.answers === null) return s.skills;
  let skills = sharing.answers.get(s);
  if (!skills) {
    skills = withShared(state, s);
    sharing.answers.set(s, skills);
  }
  return skills;
}

let sharing: {
  readonly survivors: readonly Holder[];
  readonly answers: Map<Holder, readonly string[]> | null;
} | null = null;

function withShared(state: { readonly survivors: readonly Holder[] }, s: Holder): readonly string[] {
  if (!state.survivors.some((o) => o.zone === s.zone && sharesSome(o.skills))) return s.skills;
  const mates = state.survivors.filter(
    (o) => o.zone === s.zone && !o.eliminated && !o.escaped && o.companion === undefined,
  );
  if (mates.length < 2 || !mates.some((o) => o.id === s.id)) return s.skills;
  const shared = mates.flatMap((o) =>
    effectsOfAll(o.skills).flatMap((e) => (e.kind === "sharesInZone" ? [e.skill] : [])),
  );
  const add = shared.filter((k) => k !== "" && !s.skills.includes(k));
  return add.length === 0 ? s.skills : [...s.skills, ...new Set(add)];
}

/** Whether the survivor has the skill `id` now (any parameter), shared ones (`sharesInZone`) included when `state` is given. */
export function hasSkill(
  s: Holder | { readonly skills: readonly string[] },
  id: string,
  state?: { readonly survivors: readonly Holder[] },
): boolean {
  const skills = state && "zone" in s ? skillsOf(state, s) : s.skills;
  for (const k of skills) if (k === id || (k.startsWith(id) && k.charCodeAt(id.length) === 58)) return true; // 58: ":"
  return false;
}

/**
 * Whether the survivor holds one of the skills `ids` now (`hasSkill` of each): asked by `legal` for every
 * skill's command and acting survivor, so the answer is kept per skill list (lists are shared between states).
 */
export function holdsAnySkill(
  state: { readonly survivors: readonly Holder[] },
  s: Holder,
  ids: readonly string[],
): boolean {
  const skills = skillsOf(state, s);
  let answers = holdsCache.get(skills);
  if (!answers) {
    answers = new Map();
    holdsCache.set(skills, answers);
  }
  let holds = answers.get(ids);
  if (holds === undefined) {
    holds = ids.some((id) => hasSkill({ skills }, id));
    answers.set(ids, holds);
  }
  return holds;
}

const holdsCache = new WeakMap<readonly string[], Map<readonly string[], boolean>>();

/** The Actions a Turn gains from these effects ("moreActions"). */
export function moreActions(effects: readonly SkillEffect[]): number {
  let n = 0;
  for (const e of effects) if (e.kind === "moreActions") n += e.actions;
  return n;
}
