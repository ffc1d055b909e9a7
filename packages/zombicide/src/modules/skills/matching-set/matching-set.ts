import { shuffle } from "@horda/table";
import { cardData, cardOf } from "../../../game/cards.ts";
import type { ZombicideEvent } from "../../../game/events.ts";
import { hasSkill } from "../../../game/skills/effects.ts";
import { survivorById } from "../../../game/survivors.ts";
import type { SurvivorState } from "../../../game/types.ts";
import type { SearchFound } from "../../../kernel/hooks.ts";

export const MATCHING_SET_RULE =
  "core-2e §10 Matching set (a Dual card drawn in a Search brings a second copy from the deck, then shuffle)";

/**
 * Matching set (§10): when a Search draws a Dual card, the survivor also takes a second copy of it from the
 * Equipment draw pile (if one is there), then the draw pile is shuffled. Returns the cards found, with the copies.
 */
export function matchingSet(
  ctx: { readonly survivor: string; readonly deck: string; readonly events: ZombicideEvent[] },
  searched: SearchFound,
): SearchFound {
  const { survivor: id, deck, events } = ctx;
  const { state, cards: found } = searched;
  const s = survivorById(state, id) as SurvivorState;
  if (deck !== "equipmentDeck" || !hasSkill(s, "matching-set", state)) return searched;
  let next = state;
  const out = [...found];
  for (const uid of found) {
    if (!cardData(next, uid)?.dual) continue;
    const copy = next.equipmentDeck.draw.find((u) => cardOf(u) === cardOf(uid));
    if (!copy) continue;
    const rest = next.equipmentDeck.draw.filter((u) => u !== copy);
    const [draw, rng] = shuffle(rest, next.rng);
    next = { ...next, rng, equipmentDeck: { ...next.equipmentDeck, draw } };
    events.push({ type: "SkillUsed", survivor: id, skill: "matching-set", rule: MATCHING_SET_RULE });
    events.push({
      type: "CardDrawn",
      survivor: id,
      deck: "equipment",
      card: cardOf(copy),
      uid: copy,
      rule: MATCHING_SET_RULE,
    });
    out.push(copy);
  }
  return { state: next, cards: out };
}
