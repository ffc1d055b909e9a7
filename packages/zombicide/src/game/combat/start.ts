import { ok } from "@horda/table";
import { payAction } from "../../kernel/pay.ts";
import { rulesOf } from "../../kernel/registry.ts";
import type { Outcome } from "../actions/module.ts";
import { tablesOf, zoneIndex } from "../board-of.ts";
import { type CardUid, cardData, cardName, cardOf, pickCards } from "../cards.ts";
import { discardCards } from "../equipment-decks.ts";
import { RULES, refuse } from "../errors.ts";
import type { ZombicideEvent } from "../events.ts";
import { heldCards, usableCards } from "../inventory.ts";
import { addNoise } from "../noise.ts";
import { declaredFreeFor, freeActionRule, freeActionsFor, takeFreeAction } from "../skills/free-actions.ts";
import { replaceSurvivor, survivorById } from "../survivors.ts";
import { activate } from "../turns.ts";
import type { SurvivorState, ZombicideState, ZoneId } from "../types.ts";
import { rollDice } from "./dice.ts";
import { burnZone } from "./molotov.ts";
import { type AttackProfile, attackFor, attackProfile, type CombatMode, dualAllowed } from "./profile.ts";
import { advanceCombat, hitsOf } from "./resolve.ts";
import type { CombatStep } from "./step.ts";
import { combatBlocked, zombiesInZone } from "./targets.ts";

const COUNT_ZOMBIES_RULE =
  "core-2e §10 (a skill may use the number of Zombies in the Zone as the dice count)";

export interface AttackRequest {
  readonly survivor: string;
  readonly weapon: string;
  readonly dual?: boolean | undefined;
  readonly zone?: string | undefined;
  readonly countZombies?: boolean | undefined;
  /**
   * An attack with no weapon card (§10): its name, its numbers, and how it is paid for (the
   * rule module that offers it gives them).
   */
  readonly improvised?: Weaponless | undefined;
  /** A reaction (§10): a free Combat Action outside the survivor's Turn, during the zombie phase. */
  readonly reaction?: boolean | undefined;
  /**
   * Part of an Action a module pays for itself (an Action of two attacks, paid by the last): nothing is paid
   * here and no Action is spent when it is over; unlike a reaction, the survivor's extra dice count.
   */
  readonly paidElsewhere?: boolean | undefined;
  /** Declarations made before rolling, each offered by a module (`declarations` hook): "all-out". */
  readonly declare?: readonly string[] | undefined;
  /** The command attacking when it is a module's own (a Magic Action's "magic"); absent: "melee" or "ranged". */
  readonly action?: string | undefined;
}

/** An attack with no card: the module that offers it gives its numbers and pays for it. */
export interface Weaponless {
  /** Its name in the combat step and events ("<skill>:melee"), and in words for errors. */
  readonly name: string;
  readonly label: string;
  profile(state: ZombicideState, s: SurvivorState): AttackProfile;
  pay(state: ZombicideState, id: string, events: ZombicideEvent[]): ZombicideState;
  /**
   * The weapon cards it fires though no Hand holds them (a Backpack weapon a rule lets the survivor use): read as
   * the attack's weapons for what is declared (All-Out's red dice and Breaks), a Reload, ammo re-rolls.
   */
  readonly cards?: readonly CardUid[];
}

/** The weapon cards an attack uses: the named card in a Hand, and its twin in the other Hand for Dual. */
function weaponsFor(
  state: ZombicideState,
  s: SurvivorState,
  req: AttackRequest,
  mode: CombatMode,
): CardUid[] | string {
  const hands = heldCards(s, state);
  const picked = pickCards(
    [...hands].sort((a, b) => Number(state.unloaded.includes(a)) - Number(state.unloaded.includes(b))),
    [req.weapon],
  );
  if (!picked.ok) return `${s.name} holds no "${req.weapon}" in a Hand`;
  const first = picked.picks[0] as CardUid;
  if (!attackFor(cardData(state, first), mode)) return `${cardName(state, first)} is not a ${mode} weapon`;
  if (!req.dual) return [first];
  const twin = hands.find((u) => u !== first && cardOf(u) === cardOf(first));
  if (!twin) return `Dual needs a second ${cardName(state, first)} in the other Hand`;
  if (!dualAllowed(state, s, first, mode)) return `${cardName(state, first)} is not a Dual weapon`;
  return [first, twin];
}

/** Why a module bars this attack at `zone` with `weapons` (a Wound card, a spell outside a Magic Action), or undefined. */
export function attackRefusal(
  state: ZombicideState,
  s: SurvivorState,
  mode: CombatMode,
  zone: ZoneId,
  weapons: readonly CardUid[] = [],
  action?: string,
) {
  const kind = mode === "melee" ? "melee" : "ranged";
  return (
    rulesOf(state).hooks.attackRefused({
      state,
      survivor: s,
      mode: kind,
      zone,
      weapons,
      action: action ?? kind,
    }) ?? undefined
  );
}

/** Checks and starts a Melee or Ranged Action (§5, §6); the rest is `advanceCombat`. */
export function startAttack(state: ZombicideState, mode: CombatMode, req: AttackRequest): Outcome {
  const rule = mode === "melee" ? RULES.melee : RULES.ranged;
  const s0 = survivorById(state, req.survivor) as SurvivorState;
  if (combatBlocked(state, s0.zone))
    return refuse(
      "combat_blocked",
      RULES.hobomination,
      `a Hobomination in ${s0.zone} stops every Combat Action there`,
    );
  const weapons = req.improvised ? [...(req.improvised.cards ?? [])] : weaponsFor(state, s0, req, mode);
  if (typeof weapons === "string") return refuse("no_weapon", rule, weapons);
  const empty = weapons.find((u) => state.unloaded.includes(u));
  if (empty)
    return refuse(
      "weapon_empty",
      RULES.reload,
      `${cardName(state, empty)} was fired and must be reloaded first`,
    );
  const hooks = rulesOf(state).hooks;
  const declared = [...new Set(req.declare ?? [])];
  if (declared.length > 0) {
    const offered = hooks.declarations({ state, survivor: s0, mode, weapons });
    const wrong = declared.find((d) => !offered.includes(d));
    if (wrong !== undefined)
      return refuse(
        "not_declarable",
        rule,
        `"${wrong}" cannot be declared for this attack (${offered.length > 0 ? `offered: ${offered.join(", ")}` : "nothing may be declared"})`,
      );
  }
  // Skills held for this attack only, because of what was declared (Fort Hendrix's "All-Out: [Skill]"): the
  // attack's profile, dice and modifiers read them; the survivor in the state never holds them.
  const extra =
    declared.length > 0 ? hooks.declaredSkills({ state, survivor: s0, mode, weapons, declared }) : [];
  const armed = (x: SurvivorState): SurvivorState =>
    extra.length > 0 ? { ...x, skills: [...x.skills, ...extra] } : x;
  const profile = (
    req.improvised ? req.improvised.profile(state, s0) : attackProfile(state, armed(s0), weapons, mode)
  ) as AttackProfile;
  const zone: ZoneId = mode === "melee" ? s0.zone : (req.zone ?? s0.zone);
  const range = survivorRange(state, s0, zone);
  if (range === null) return refuse("unknown_zone", rule, `there is no zone ${zone}`);
  if (range < 0) return refuse("not_in_sight", RULES.lineOfSight, `${s0.name} cannot see ${zone}`);
  const weaponName = req.improvised ? req.improvised.label : cardName(state, weapons[0] as CardUid);
  if (range < profile.range[0] || range > profile.range[1])
    return refuse(
      "out_of_range",
      RULES.range,
      `${zone} is at Range ${range}; ${weaponName} reaches ${profile.range[0]}-${profile.range[1]}`,
    );
  if (zombiesInZone(state, zone).length === 0)
    return refuse("no_targets", rule, `there are no zombies in ${zone}`);
  const barred = attackRefusal(state, s0, mode, zone, weapons, req.action);
  if (barred) return refuse(barred.code, barred.rule, barred.why);
  if (req.countZombies && !hooks.countZombies({ state, survivor: s0, mode, weapons }))
    return refuse(
      "no_skill",
      COUNT_ZOMBIES_RULE,
      `${s0.name} has no skill to roll a die per Zombie in a ${mode === "melee" ? "Melee" : "Ranged"} Action`,
    );
  const events: ZombicideEvent[] = [];
  let next = state;
  const unpaid = req.reaction === true || req.paidElsewhere === true;
  if (!unpaid) {
    next = activate(next, s0.id);
    next = req.improvised
      ? req.improvised.pay(next, s0.id, events)
      : takeFreeAction(next, s0.id, req.action ?? mode, events, req.dual === true, declared);
  }
  const s = survivorById(next, s0.id) as SurvivorState;
  if (!unpaid && s.actionsLeft < 1)
    return declaredFreeFor(next, s, mode).length > 0
      ? refuse(
          "declared_only",
          RULES.actions,
          `${s.name}'s free Action is only for an attack declared ${declaredFreeFor(next, s, mode).join(" or ")}`,
        )
      : freeActionsFor(next, s, mode, true) > 0
        ? refuse(
            "dual_only",
            freeActionRule(next, s, "dual") ?? RULES.actions,
            `${s.name}'s free Action is for Dual weapons only`,
          )
        : refuse("not_enough_actions", RULES.actions, `${s.name} has no Action left`);
  const name = req.improvised ? req.improvised.name : cardOf(weapons[0] as CardUid);
  if (profile.attack.noisy)
    next = addNoise(next, s.zone, s.id, `${name} ${mode === "melee" ? "Melee" : "Ranged"} Action`, events);
  if (profile.attack.mode === "molotov") {
    const spent =
      hooks.molotovSpends({ state: next, survivor: s, card: weapons[0] as CardUid, events }) ?? weapons;
    next = replaceSurvivor(next, {
      ...s,
      hands: s.hands.map((u) => (u !== null && spent.includes(u) ? null : u)) as [
        CardUid | null,
        CardUid | null,
      ],
      backpack: s.backpack.filter((u) => !spent.includes(u)),
    });
    next = discardCards(next, spent);
    next = burnZone(next, s.id, zone, events);
    next = hooks.afterMolotov({ survivor: s.id, card: weapons[0] as CardUid, zone, events }, next);
    // A reaction costs nothing; a level-up choice on the way is answered before the Action is paid.
    if (unpaid) return ok({ state: next, events });
    const killed = events.some((e) => e.type === "ZombieKilled" && e.by === s.id);
    return ok({ state: payAction(next, s.id, 1, events, "ranged", killed), events });
  }
  const reloading = weapons.filter((u) => cardData(next, u)?.reload);
  if (reloading.length > 0)
    next = {
      ...next,
      unloaded: [...next.unloaded, ...reloading],
      ...(reloading.length > 1 ? { dualFired: [...(next.dualFired ?? []), reloading] } : {}),
    };
  // Extra dice from rules (`bonusDice`), told one by one; none on a reaction outside the Turn.
  const bonus = req.reaction ? [] : hooks.bonusDice({ state: next, survivor: armed(s), mode, weapons, zone });
  let extraDice = 0;
  for (const b of bonus) {
    if (b.dice <= 0) continue;
    extraDice += b.dice;
    events.push({ type: "SkillUsed", survivor: s.id, skill: b.skill, rule: b.rule });
  }
  // A module's `countZombies` (§10): one die per Zombie in the target Zone, dice bonuses still apply.
  const diceCount =
    extraDice +
    (req.countZombies
      ? (attackProfile(next, armed(s), weapons, mode, zombiesInZone(next, zone).length) as AttackProfile).dice
      : profile.dice);
  const [dice, rolled] = rollDice(next, diceCount);
  next = rolled;
  // Red dice from what was declared (All-Out), rolled with the standard dice and never re-rolled.
  const red =
    declared.length > 0 ? hooks.redDice({ state: next, survivor: armed(s), mode, weapons, declared }) : [];
  const redCount = red.reduce((n, r) => n + Math.max(0, r.dice), 0);
  for (const r of red)
    if (r.dice > 0) events.push({ type: "SkillUsed", survivor: s.id, skill: r.skill, rule: r.rule });
  const [redDice, redRolled] = redCount > 0 ? rollDice(next, redCount) : [[], next];
  next = redRolled;
  const ammo = weapons.length > 0 ? cardData(next, weapons[0] as CardUid)?.ammo : undefined;
  const usable = usableCards(next, s);
  const ctx = { state: next, survivor: armed(s), mode, weapons, zone, range };
  const rerolls = [
    ...hooks.rerolls(ctx),
    ...(ammo && mode === "ranged"
      ? [...new Set(usable.filter((u) => cardData(next, u)?.traits?.includes(`reroll-${ammo}`)).map(cardOf))]
      : []),
  ];
  // Target priority: a module may lift the Targeting Priority Order and Friendly Fire of a Ranged Action.
  const free = mode === "ranged" ? (hooks.freeTargeting(ctx) ?? null) : null;
  // Accuracy modifiers (a mode's 6+ into the dark...): the rule that changed it goes in the dice event.
  const aimed = hooks.accuracy(ctx, { value: profile.accuracy });
  const accuracy = aimed.value;
  const step: CombatStep = {
    attacker: s.id,
    mode,
    weapons,
    weapon: name,
    zone,
    range,
    dice,
    accuracy,
    rollBonus: profile.rollBonus,
    damage: profile.damage,
    freeTargeting: mode === "melee" || free !== null,
    friendlyFire: mode === "ranged" && free === null,
    skill: free?.skill ?? null,
    rerolls,
    stage: "reroll",
    ...(redDice.length > 0 ? { redDice } : {}),
    ...(declared.length > 0 ? { declared } : {}),
    ...(unpaid ? { reaction: true } : {}),
    ...(req.improvised ? { improvised: true } : {}),
  };
  events.push({
    type: "DiceRolled",
    survivor: s.id,
    mode,
    weapon: name,
    weapons: weapons.length,
    zone,
    range,
    dice,
    ...(redDice.length > 0 ? { redDice } : {}),
    accuracy: step.accuracy,
    rollBonus: step.rollBonus,
    damage: step.damage,
    hits: hitsOf(step),
    rule: accuracy !== profile.accuracy && aimed.rule ? aimed.rule : rule,
  });
  next = advanceCombat({ ...next, combat: step }, events);
  return ok({ state: next, events });
}

/** The Range from the survivor to a zone as it sees it (a module may change its sight); -1 out of sight. */
export function survivorRange(state: ZombicideState, s: SurvivorState, to: ZoneId): number | null {
  return rulesOf(state).hooks.sightRange({ state, survivor: s, to }) ?? rangeTo(state, s.zone, to);
}

/** Range from one zone to another along a legal line of sight; -1 out of sight, null for no such zone. */
export function rangeTo(state: ZombicideState, from: ZoneId, to: ZoneId): number | null {
  const tables = tablesOf(state);
  let a: number;
  let b: number;
  try {
    a = zoneIndex(state, from);
    b = zoneIndex(state, to);
  } catch {
    return null;
  }
  return tables.sight[a * tables.n + b] as number;
}

/**
 * The attack commands `base` once more with each declaration a module offers for their weapons (All-Out):
 * `{ ...command, declare: [name] }` after each command.
 */
export function withDeclarations<C extends { weapon: string; dual?: boolean }>(
  state: ZombicideState,
  s: SurvivorState,
  mode: CombatMode,
  base: readonly C[],
): (C | (C & { declare: string[] }))[] {
  const out: (C | (C & { declare: string[] }))[] = [];
  for (const c of base) {
    out.push(c);
    for (const d of declarationsFor(state, s, mode, c.weapon, c.dual === true))
      out.push({ ...c, declare: [d] });
  }
  return out;
}

/** What a module lets the survivor declare for an attack with this weapon (Dual or not); none for an empty one. */
function declarationsFor(
  state: ZombicideState,
  s: SurvivorState,
  mode: CombatMode,
  weapon: string,
  dual: boolean,
): readonly string[] {
  const kept = askedOf(state, s).declarations;
  const key = `${mode} ${dual ? "dual" : "one"} ${weapon}`;
  let offered = kept.get(key);
  if (offered) return offered;
  const hands = heldCards(s, state);
  const first = hands.find((u) => cardOf(u) === weapon && !state.unloaded.includes(u));
  if (first) {
    const twin = dual ? hands.find((u) => u !== first && cardOf(u) === weapon) : undefined;
    const weapons = twin ? [first, twin] : [first];
    offered = rulesOf(state).hooks.declarations({ state, survivor: s, mode, weapons });
  }
  offered ??= [];
  kept.set(key, offered);
  return offered;
}

/** Every attack the survivor could make now with this mode: weapon, Dual or not, target zone. */
export function attackChoices(
  state: ZombicideState,
  s: SurvivorState,
  mode: CombatMode,
  action?: string,
): { weapon: string; dual: boolean; zone: ZoneId }[] {
  // Nothing to attack (the loop below would find no target either): the common case, answered first.
  if (mode === "melee" ? !state.zombies.some((z) => z.zone === s.zone) : state.zombies.length === 0)
    return [];
  if (combatBlocked(state, s.zone)) return [];
  const out: { weapon: string; dual: boolean; zone: ZoneId }[] = [];
  const hands = heldCards(s, state).filter((u) => !state.unloaded.includes(u));
  const seen = new Set<string>();
  // Zones with zombies and their Range from the survivor, found once for every weapon (null: out of sight).
  let targets: readonly Target[] | null = null;
  for (const u of hands) {
    const card = cardOf(u);
    if (seen.has(card) || !attackFor(cardData(state, u), mode)) continue;
    seen.add(card);
    if (mode !== "melee" && targets === null) {
      targets = targetsOf(state, s);
      // No zombie in sight: no weapon has a target, so no weapon's profile is read (nothing was offered yet).
      if (!targets.some((t) => t.range !== null && t.range >= 0)) return out;
    }
    const twin = hands.some((o) => o !== u && cardOf(o) === card) && weaponDual(state, s, u, mode);
    const profile = weaponProfile(state, s, u, mode);
    if (!profile) continue;
    const both = twin && profile.attack.mode !== "molotov";
    if (mode === "melee") {
      if (!state.zombies.some((z) => z.zone === s.zone) || attackRefusal(state, s, mode, s.zone, [u], action))
        continue;
      out.push({ weapon: card, dual: false, zone: s.zone });
      if (both) out.push({ weapon: card, dual: true, zone: s.zone });
      continue;
    }
    for (const { zone, range } of targets ?? []) {
      if (range === null || range < profile.range[0] || range > profile.range[1]) continue;
      if (attackRefusal(state, s, mode, zone, [u], action)) continue;
      out.push({ weapon: card, dual: false, zone });
      if (both) out.push({ weapon: card, dual: true, zone });
    }
  }
  return out;
}

interface Asked {
  targets?: readonly Target[];
  readonly profiles: Map<string, AttackProfile | undefined>;
  readonly duals: Map<string, boolean>;
  readonly declarations: Map<string, readonly string[]>;
}

interface Target {
  readonly zone: ZoneId;
  readonly range: number | null;
}

/**
 * What `attackChoices` reads for one survivor of the last state asked (Ranged, Magic, Trick Shot... each ask it
 * of the same state): the Zones with zombies and their Range, and each weapon's profile, Dual and declarations.
 * All are pure functions of the state and the survivor object, so keeping them never changes an answer. A `Map`
 * dropped with its state, not a `WeakMap` (docs/rule-modules.md, Performance).
 */
let lastAsked: {
  readonly state: ZombicideState | null;
  readonly bySurvivor: Map<SurvivorState, Asked>;
} = { state: null, bySurvivor: new Map() };

function askedOf(state: ZombicideState, s: SurvivorState) {
  if (lastAsked.state !== state) lastAsked = { state, bySurvivor: new Map() };
  let asked = lastAsked.bySurvivor.get(s);
  if (!asked) {
    asked = { profiles: new Map(), duals: new Map(), declarations: new Map() };
    lastAsked.bySurvivor.set(s, asked);
  }
  return asked;
}

function targetsOf(state: ZombicideState, s: SurvivorState): readonly Target[] {
  const asked = askedOf(state, s);
  asked.targets ??= [...new Set(state.zombies.map((z) => z.zone))].map((zone) => ({
    zone,
    range: survivorRange(state, s, zone),
  }));
  return asked.targets;
}

function weaponProfile(
  state: ZombicideState,
  s: SurvivorState,
  u: CardUid,
  mode: CombatMode,
): AttackProfile | undefined {
  const profiles = askedOf(state, s).profiles;
  const key = `${mode} ${u}`;
  if (profiles.has(key)) return profiles.get(key);
  const profile = attackProfile(state, s, [u], mode);
  profiles.set(key, profile);
  return profile;
}

function weaponDual(state: ZombicideState, s: SurvivorState, u: CardUid, mode: CombatMode): boolean {
  const duals = askedOf(state, s).duals;
  const key = `${mode} ${u}`;
  let dual = duals.get(key);
  if (dual === undefined) {
    dual = dualAllowed(state, s, u, mode);
    duals.set(key, dual);
  }
  return dual;
}
