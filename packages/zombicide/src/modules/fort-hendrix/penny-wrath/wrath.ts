import { z } from "zod";
import type { ActionModule } from "../../../game/actions/module.ts";
import { type CardUid, cardData, cardName, cardOf } from "../../../game/cards.ts";
import {
  type AttackProfile,
  attackFor,
  attackProfile,
  type CombatMode,
} from "../../../game/combat/profile.ts";
import { startAttack, survivorRange, type Weaponless } from "../../../game/combat/start.ts";
import { combatBlocked, zombiesInZone } from "../../../game/combat/targets.ts";
import { refuse } from "../../../game/errors.ts";
import type { ZombicideEvent } from "../../../game/events.ts";
import { recordUse, usedThisTurn } from "../../../game/skills/free-actions.ts";
import { inPlay, replaceSurvivor, survivorById } from "../../../game/survivors.ts";
import type { SurvivorState, ZombicideState, ZoneId } from "../../../game/types.ts";
import { rulesOf } from "../../../kernel/registry.ts";

export const PENNY_WRATH = "penny-wrath";
export const RULE =
  "Fort Hendrix, M4-M10 Penny's wrath (Penny's Leader has an extra free Combat Action, only with a weapon in the Leader's Backpack)";

/** Is the survivor Penny's Leader (Penny, the Companion `penny`, in play)? */
function leadsPenny(state: ZombicideState, s: SurvivorState): boolean {
  return state.survivors.some(
    (p) => (p.card === "penny" || p.id === "penny") && inPlay(p) && p.companion?.leader === s.id,
  );
}

/** The attack of a Backpack weapon in this mode (a Molotov is thrown from the Hand: not offered). */
function backpackAttack(state: ZombicideState, uid: CardUid, mode: CombatMode) {
  const a = attackFor(cardData(state, uid), mode);
  return a && a.mode !== "molotov" ? a : undefined;
}

/** What may be declared attacking with the Backpack card (All-Out when the game plays it and the card has a value). */
function declarable(
  state: ZombicideState,
  s: SurvivorState,
  uid: CardUid,
  mode: CombatMode,
): readonly string[] {
  return rulesOf(state).hooks.declarations({ state, survivor: s, mode, weapons: [uid] });
}

function refusal(state: ZombicideState, s: SurvivorState): string | null {
  if (!leadsPenny(state, s)) return `${s.name} is not Penny's Leader`;
  if (usedThisTurn(state, s, PENNY_WRATH) > 0) return `${s.name} has already used Penny's wrath this Turn`;
  return null;
}

function weaponless(state: ZombicideState, uid: CardUid, mode: CombatMode): Weaponless {
  return {
    name: cardOf(uid),
    label: cardName(state, uid),
    profile: (st, s) => attackProfile(st, s, [uid], mode) as AttackProfile,
    pay: (st, id, events) => pay(st, id, events),
    // The Backpack card is the attack's weapon: it may go All-Out (a Break discards it), a Sawed-Off needs a Reload.
    cards: [uid],
  };
}

/** The attack is free: 1 Action more, which the attack then spends; the use is recorded for this Turn. */
function pay(state: ZombicideState, id: string, events: ZombicideEvent[]): ZombicideState {
  events.push({ type: "SkillUsed", survivor: id, skill: PENNY_WRATH, rule: RULE });
  const next = recordUse(state, id, PENNY_WRATH);
  const s = survivorById(next, id) as SurvivorState;
  return replaceSurvivor(next, { ...s, actionsLeft: s.actionsLeft + 1 });
}

function targets(state: ZombicideState, s: SurvivorState, uid: CardUid, mode: CombatMode): ZoneId[] {
  if (combatBlocked(state, s.zone)) return [];
  const p = attackProfile(state, s, [uid], mode);
  if (!p) return [];
  if (mode === "melee") return zombiesInZone(state, s.zone).length > 0 ? [s.zone] : [];
  return [...new Set(state.zombies.map((z) => z.zone))].filter((zone) => {
    const r = survivorRange(state, s, zone);
    return r !== null && r >= p.range[0] && r <= p.range[1];
  });
}

const schema = z.strictObject({
  type: z.literal("pennyWrath"),
  survivor: z.string().min(1).max(64),
  /** The weapon in the Backpack: a card id or its uid. */
  weapon: z.string().min(1).max(64),
  mode: z.enum(["melee", "ranged"]),
  zone: z.string().min(1).max(16).optional(),
  /** Declared before rolling: `["all-out"]` (the weapon's All-Out value). */
  declare: z.array(z.string().min(1).max(32)).max(4).optional(),
});
export type PennyWrathCommand = z.infer<typeof schema>;

/** Penny's wrath: the Leader's free Combat Action with a weapon from the Backpack, once per Turn. */
export const pennyWrath: ActionModule<PennyWrathCommand> = {
  type: "pennyWrath",
  schema,
  kind: "survivor",
  legal(state, _seat, s) {
    if (!s || refusal(state, s) !== null) return [];
    const out: PennyWrathCommand[] = [];
    const seen = new Set<string>();
    for (const uid of s.backpack) {
      const id = cardOf(uid);
      if (seen.has(id)) continue;
      seen.add(id);
      // A fired weapon waits for its Reload (the copy not fired may be used).
      const ready = s.backpack.find((u) => cardOf(u) === id && !state.unloaded.includes(u));
      if (!ready) continue;
      for (const mode of ["melee", "ranged"] as const) {
        if (!backpackAttack(state, ready, mode)) continue;
        const declares = [[], ...declarable(state, s, ready, mode).map((d) => [d])];
        for (const zone of targets(state, s, ready, mode))
          for (const declare of declares)
            out.push({
              type: "pennyWrath",
              survivor: s.id,
              weapon: id,
              mode,
              ...(mode === "ranged" ? { zone } : {}),
              ...(declare.length > 0 ? { declare } : {}),
            });
      }
    }
    return out;
  },
  apply(state, _seat, cmd) {
    const s = survivorById(state, cmd.survivor) as SurvivorState;
    const no = refusal(state, s);
    if (no) return refuse("cannot_use_wrath", RULE, no);
    const named = s.backpack.filter((u) => u === cmd.weapon || cardOf(u) === cmd.weapon);
    const uid = named.find((u) => !state.unloaded.includes(u)) ?? named[0];
    if (!uid || !backpackAttack(state, uid, cmd.mode))
      return refuse("no_weapon", RULE, `${s.name} has no ${cmd.mode} weapon "${cmd.weapon}" in the Backpack`);
    return startAttack(state, cmd.mode, {
      survivor: s.id,
      weapon: cardOf(uid),
      zone: cmd.zone,
      improvised: weaponless(state, uid, cmd.mode),
      ...(cmd.declare ? { declare: cmd.declare } : {}),
    });
  },
};
