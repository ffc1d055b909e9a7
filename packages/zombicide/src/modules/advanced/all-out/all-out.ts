import type { EquipmentCard } from "@horda/content";
import { cardData } from "../../../game/cards.ts";
import type { AttackContext, BonusDice } from "../../../kernel/hooks.ts";

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
