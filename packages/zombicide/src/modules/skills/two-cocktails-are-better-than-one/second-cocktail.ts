import type { CardUid } from "../../../game/cards.ts";
import { rollDice } from "../../../game/combat/dice.ts";
import type { ZombicideEvent } from "../../../game/events.ts";
import { backpackSize } from "../../../game/inventory.ts";
import { hasSkill } from "../../../game/skills/effects.ts";
import { inPlay, replaceSurvivor, survivorById } from "../../../game/survivors.ts";
import type { SurvivorState, ZombicideState } from "../../../game/types.ts";
import { RULE } from "./rule.ts";

/** The die result that brings the Molotov back: 4+ (S1's reading; S2 says 3+ (?)). */
const COCKTAIL_BACK_ON = 4;

/**
 * 2 cocktails are better than 1 (§10): after throwing a Molotov, roll a die (no re-roll, no modifier); on
 * a success the card comes back from the discard pile into the Backpack for free (if there is room).
 */
export function secondCocktail(
  state: ZombicideState,
  id: string,
  card: CardUid,
  events: ZombicideEvent[],
): ZombicideState {
  const s = survivorById(state, id) as SurvivorState;
  if (!inPlay(s) || !hasSkill(s, "two-cocktails-are-better-than-one", state)) return state;
  const [dice, next] = rollDice(state, 1);
  const roll = dice[0] ?? 0;
  const back =
    roll >= COCKTAIL_BACK_ON &&
    next.equipmentDeck.discard.includes(card) &&
    s.backpack.length < backpackSize(s, next);
  events.push({
    type: "SkillRolled",
    survivor: id,
    skill: "two-cocktails-are-better-than-one",
    dice,
    success: back,
    rule: RULE,
  });
  if (!back) return next;
  const t = survivorById(next, id) as SurvivorState;
  return replaceSurvivor(
    {
      ...next,
      equipmentDeck: { ...next.equipmentDeck, discard: next.equipmentDeck.discard.filter((u) => u !== card) },
    },
    { ...t, backpack: [...t.backpack, card] },
  );
}
