import type { EquipmentCard } from "@horda/content";
import { cardData } from "../../../game/cards.ts";
import type { CombatStep } from "../../../game/combat/step.ts";
import type { ZombicideEvent } from "../../../game/events.ts";
import { survivorById } from "../../../game/survivors.ts";
import type { SurvivorState, ZombicideState } from "../../../game/types.ts";
import type { AttackContext, BonusDice } from "../../../kernel/hooks.ts";
import { rulesOf } from "../../../kernel/registry.ts";
import { loseCards } from "../lose-cards.ts";

export const ALL_OUT = "all-out";
export const ALL_OUT_RULE =
  "Rio Z Janeiro / Fort Hendrix, Advanced Rules: Going All-Out (the weapon's All-Out value in red dice; each Break loses a weapon after the Action)";
export const NO_REROLL_RULE =
  "Rio Z Janeiro / Fort Hendrix, Going All-Out: All-Out dice cannot be re-rolled in any way";

/** The face that replaces the 1 on a red All-Out die. */
export const BREAK = 1;

/** A card's All-Out value (red dice it adds), 0 when it has none. */
export function allOutValue(card: EquipmentCard | undefined): number {
  return card?.allOut?.value ?? 0;
}

/** Going All-Out may be declared when every weapon of the attack has an All-Out value (Dual: both add theirs). */
export function allOutDeclarations(ctx: AttackContext): readonly string[] {
  if (ctx.weapons.length === 0) return [];
  return ctx.weapons.every((u) => allOutValue(cardData(ctx.state, u)) > 0) ? [ALL_OUT] : [];
}

/** The red dice of an attack gone All-Out: the whole All-Out value of each weapon, all or nothing. */
export function allOutDice(
  ctx: AttackContext & { readonly declared: readonly string[] },
): readonly BonusDice[] {
  if (!ctx.declared.includes(ALL_OUT)) return [];
  const dice = ctx.weapons.reduce((n, u) => n + allOutValue(cardData(ctx.state, u)), 0);
  return dice > 0 ? [{ skill: ALL_OUT, dice, rule: ALL_OUT_RULE }] : [];
}

/** Breaks on the red dice of an attack gone All-Out (standard dice never Break). */
export function breaksOf(step: CombatStep): number {
  if (!step.declared?.includes(ALL_OUT)) return 0;
  return (step.redDice ?? []).filter((d) => d === BREAK).length;
}

/**
 * Right after the Combat Action is resolved: each Break loses one of the attack's weapons (a single weapon is
 * lost to one Break or more; a Dual pair loses one per Break). The lost cards are discarded.
 */
export function breakWeapons(
  ctx: { readonly step: CombatStep; readonly events: ZombicideEvent[] },
  state: ZombicideState,
): ZombicideState {
  const rolled = breaksOf(ctx.step);
  if (rolled === 0) return state;
  // Skills may ignore Breaks first (Ignore 1 Break, Spare parts).
  const left = rulesOf(state).hooks.breaksRolled(
    { step: ctx.step, events: ctx.events },
    { state, breaks: rolled },
  );
  const breaks = left.breaks;
  if (breaks === 0) return left.state;
  const s = survivorById(left.state, ctx.step.attacker) as SurvivorState;
  const held = new Set([...s.hands, ...s.backpack]);
  const lost = ctx.step.weapons.filter((u) => held.has(u)).slice(0, breaks);
  if (lost.length === 0) return left.state;
  for (const card of lost)
    ctx.events.push({ type: "WeaponBroken", survivor: s.id, card, breaks, rule: ALL_OUT_RULE });
  return loseCards(left.state, s, lost);
}
