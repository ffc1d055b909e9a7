import { moduleActionKind, moduleFreeActionTypes, rulesOf, skillRule } from "../../kernel/registry.ts";
import { cardData, cardOf } from "../cards.ts";
import { attackFor, dualAllowed } from "../combat/profile.ts";
import type { ZombicideEvent } from "../events.ts";
import { heldCards } from "../inventory.ts";
import { replaceSurvivor, survivorById } from "../survivors.ts";
import type { SurvivorState, ZombicideState } from "../types.ts";
import { type ActionKind, effectsOfAll, type FreeActionFor, type SkillEffect, skillsOf } from "./effects.ts";

/** Free Action types that pay for an Action of this kind, the most restricted first. */
const CORE_PAYS_FOR: Readonly<Record<string, readonly FreeActionFor[]>> = {
  move: ["move"],
  search: ["search"],
  melee: ["melee", "combat"],
  ranged: ["ranged", "combat"],
  door: ["door"],
};

/** The free Action types that pay for an Action of this kind: the core's, or those a module gives its own kind. */
function paysForKind(kind: ActionKind): readonly FreeActionFor[] {
  return CORE_PAYS_FOR[kind] ?? moduleActionKind(kind) ?? [kind];
}

/** The skill uses of the survivor's current Turn (none if its Turn has not started). */
export function usesThisTurn(state: ZombicideState, s: SurvivorState): readonly string[] {
  return state.turn.active === s.id ? (s.skillUses ?? []) : [];
}

export function usedThisTurn(state: ZombicideState, s: SurvivorState, use: string): number {
  let n = 0;
  for (const u of usesThisTurn(state, s)) if (u === use) n++;
  return n;
}

/** Records a skill use for this Turn (the survivor must be the active one). */
export function recordUse(state: ZombicideState, id: string, use: string): ZombicideState {
  const s = survivorById(state, id) as SurvivorState;
  return replaceSurvivor(state, { ...s, skillUses: [...(s.skillUses ?? []), use] });
}

/** A survivor whose Turn starts: no skill used yet. */
export function freshTurn(s: SurvivorState): SurvivorState {
  if (s.skillUses === undefined) return s;
  const { skillUses: _, ...rest } = s;
  return rest;
}

type ExtraAction = Extract<SkillEffect, { readonly kind: "extraAction" }>;

/**
 * A free Action's slot: its type, and the declaration it is reserved for ("ranged@all-out"), if any. Slots are
 * counted apart, so a free Action for a declared attack is never spent on a plain one.
 */
type Slot = FreeActionFor | `${FreeActionFor}@${string}`;

function slotOf(e: ExtraAction): Slot {
  return e.declared === undefined ? e.for : `${e.for}@${e.declared}`;
}

/** A skill list's free Actions: by slot, in skill order, and those reserved for a declaration. */
interface OwnFree {
  readonly bySlot: ReadonlyMap<Slot, readonly ExtraAction[]>;
  readonly declared: readonly ExtraAction[];
}

// Legal asks for every survivor's free Actions of every kind: sorted once per effect list (cached per skill list).
const ownFreeCache = new WeakMap<readonly SkillEffect[], OwnFree>();

function ownFreeOf(state: ZombicideState, s: SurvivorState): OwnFree {
  const effects = effectsOfAll(skillsOf(state, s));
  let own = ownFreeCache.get(effects);
  if (!own) {
    const bySlot = new Map<Slot, ExtraAction[]>();
    const declared: ExtraAction[] = [];
    for (const e of effects) {
      if (e.kind !== "extraAction") continue;
      const slot = slotOf(e);
      const list = bySlot.get(slot);
      if (list) list.push(e);
      else bySlot.set(slot, [e]);
      if (e.declared !== undefined) declared.push(e);
    }
    own = { bySlot, declared };
    ownFreeCache.set(effects, own);
  }
  return own;
}

const NONE: readonly ExtraAction[] = [];

/** True when the survivor has no free Action of any kind: no skill gives one and none was granted this Turn. */
export function holdsNoFreeAction(state: ZombicideState, s: SurvivorState): boolean {
  return ownFreeOf(state, s).bySlot.size === 0 && usesThisTurn(state, s).length === 0;
}

/** The survivor's skills' free Actions of slot `f`, in skill order. */
function ownFree(state: ZombicideState, s: SurvivorState, f: Slot): readonly ExtraAction[] {
  return ownFreeOf(state, s).bySlot.get(f) ?? NONE;
}

function fromSkills(state: ZombicideState, s: SurvivorState, f: Slot): number {
  return ownFree(state, s, f).length;
}

/** The declared-only free Actions the survivor's skills give for this kind of Action (their declarations). */
export function declaredFreeFor(state: ZombicideState, s: SurvivorState, kind: ActionKind): string[] {
  const out: string[] = [];
  for (const e of ownFreeOf(state, s).declared)
    if (e.declared !== undefined && paysForKind(kind).includes(e.for))
      if (freeLeft(state, s, slotOf(e)) > 0 && !out.includes(e.declared)) out.push(e.declared);
  return out;
}

/** The rule of the survivor's free Action of type `f` (why an Action of another kind may not use it). */
export function freeActionRule(state: ZombicideState, s: SurvivorState, f: Slot): string | undefined {
  return ownFree(state, s, f)[0]?.rule;
}

/** The skills that granted a free Action of type `f` this Turn, in order ("bonus:<type>:<skill>" uses). */
function bonusesOf(state: ZombicideState, s: SurvivorState, f: Slot): string[] {
  const prefix = `bonus:${f}:`;
  return usesThisTurn(state, s)
    .filter((u) => u.startsWith(prefix))
    .map((u) => u.slice(prefix.length));
}

/** Grants a free Action of type `f` for the rest of the Turn, told as the skill's (§10). */
export function grantFreeAction(state: ZombicideState, id: string, f: FreeActionFor, skill: string) {
  return recordUse(state, id, `bonus:${f}:${skill}`);
}

/** Free Actions of type `f` left this Turn: the skills' ones, plus those granted this Turn. */
function freeLeft(state: ZombicideState, s: SurvivorState, f: Slot): number {
  const own = fromSkills(state, s, f);
  // Legal asks this for every survivor and kind: nothing granted or used yet this Turn needs no more reading.
  if (usesThisTurn(state, s).length === 0) return own;
  return own + bonusesOf(state, s, f).length - usedThisTurn(state, s, `free:${f}`);
}

/**
 * The free Action slots that may pay for this Action, the most restricted first: those reserved for what the
 * attack declared, a "dual" one only for an attack with Dual weapons, then the plain ones.
 */
function paysFor(kind: ActionKind, dual: boolean, declared: readonly string[] = []): readonly Slot[] {
  if (declared.length === 0) {
    // Without declarations the answer depends on the kind and Dual only: kept (modules are installed by then).
    const key = dual ? `${kind}|dual` : kind;
    let slots = plainSlots.get(key);
    if (!slots) {
      slots = slotsFor(kind, dual, declared);
      plainSlots.set(key, slots);
    }
    return slots;
  }
  return slotsFor(kind, dual, declared);
}

const plainSlots = new Map<string, readonly Slot[]>();

function slotsFor(kind: ActionKind, dual: boolean, declared: readonly string[]): readonly Slot[] {
  const pays = paysForKind(kind);
  const attack = pays.includes("combat");
  const plain: readonly Slot[] = dual && attack ? ["dual", ...pays] : pays;
  if (!attack || declared.length === 0) return plain;
  return [...declared.flatMap((d) => pays.map((f): Slot => `${f}@${d}`)), ...plain];
}

/** Free Actions the survivor may still spend on an Action of this kind this Turn (§10 free Actions). */
export function freeActionsFor(
  state: ZombicideState,
  s: SurvivorState,
  kind: ActionKind,
  dual = false,
  declared: readonly string[] = [],
): number {
  let n = 0;
  for (const f of paysFor(kind, dual, declared)) n += Math.max(0, freeLeft(state, s, f));
  return n;
}

/** True while the survivor holds an unspent free Action or a granted free Move: its Turn goes on at 0 Actions. */
export function holdsFreeActions(state: ZombicideState, s: SurvivorState): boolean {
  const kinds: FreeActionFor[] = [
    "move",
    "search",
    "combat",
    "melee",
    "ranged",
    "door",
    ...moduleFreeActionTypes(),
  ];
  // A free Action for Dual weapons keeps the Turn going only while the survivor holds a Dual pair to use it on.
  const dual = freeLeft(state, s, "dual") > 0 && holdsDualPair(state, s);
  return (
    dual ||
    kinds.some((f) => freeLeft(state, s, f) > 0) ||
    anyGrantLeft(state, s) ||
    declaredFreeUsable(state, s)
  );
}

/** A free Action reserved for a declaration keeps the Turn going while a held weapon may be declared so. */
function declaredFreeUsable(state: ZombicideState, s: SurvivorState): boolean {
  for (const mode of ["melee", "ranged"] as const) {
    const wanted = declaredFreeFor(state, s, mode);
    if (wanted.length === 0) continue;
    const hooks = rulesOf(state).hooks;
    for (const u of heldCards(s, state)) {
      if (!attackFor(cardData(state, u), mode)) continue;
      const offered = hooks.declarations({ state, survivor: s, mode, weapons: [u] });
      if (wanted.some((d) => offered.includes(d))) return true;
    }
  }
  return false;
}

/** Whether any granted bonus ("grant:<skill>" not yet "used:<skill>", a free Move after a kill) is waiting. */
function anyGrantLeft(state: ZombicideState, s: SurvivorState): boolean {
  for (const u of usesThisTurn(state, s))
    if (u.startsWith("grant:") && grantLeft(state, s, u.slice(6))) return true;
  return false;
}

function holdsDualPair(state: ZombicideState, s: SurvivorState): boolean {
  const held = heldCards(s, state);
  return held.some(
    (u) =>
      held.some((o) => o !== u && cardOf(o) === cardOf(u)) &&
      (["melee", "ranged"] as const).some(
        (m) => attackFor(cardData(state, u), m) !== undefined && dualAllowed(state, s, u, m),
      ),
  );
}

/** Whether a granted bonus (a free Move after a kill) is waiting to be used. */
export function grantLeft(state: ZombicideState, s: SurvivorState, skill: string): boolean {
  return usedThisTurn(state, s, `grant:${skill}`) > usedThisTurn(state, s, `used:${skill}`);
}

/**
 * Pays an Action of this kind with a free Action when the survivor has one (the most restricted first):
 * the survivor gets 1 Action more, which the Action's usual cost then takes back. Call after `activate`.
 */
export function takeFreeAction(
  state: ZombicideState,
  id: string,
  kind: ActionKind,
  events: ZombicideEvent[],
  dual = false,
  declared: readonly string[] = [],
): ZombicideState {
  const s = survivorById(state, id) as SurvivorState;
  const f = paysFor(kind, dual, declared).find((k) => freeLeft(state, s, k) > 0);
  if (!f) return state;
  // The skills' free Actions are used first, then the granted ones, in the order they were granted.
  const own = ownFree(state, s, f);
  const used = usedThisTurn(state, s, `free:${f}`);
  const mine = own[used];
  const granted = mine ? undefined : bonusesOf(state, s, f)[used - own.length];
  const skill = mine?.skill ?? granted ?? "";
  events.push({
    type: "SkillUsed",
    survivor: id,
    skill,
    rule: mine?.rule ?? skillRule(skill) ?? "core-2e §10",
  });
  const next = recordUse(state, id, `free:${f}`);
  const t = survivorById(next, id) as SurvivorState;
  return replaceSurvivor(next, { ...t, actionsLeft: t.actionsLeft + 1 });
}
