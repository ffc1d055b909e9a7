import { shuffle } from "@horda/table";
import { type CardUid, cardData, cardOf } from "../cards.ts";
import type { EquipmentDeckName } from "../equipment-decks.ts";
import type { ZombicideEvent } from "../events.ts";
import { survivorById } from "../survivors.ts";
import type { SurvivorState, ZombicideState } from "../types.ts";
import { hasSkill } from "./effects.ts";
import { SKILL_RULES } from "./rules.ts";

/**
 * Matching set (§10): when a Search draws a Dual card, the survivor also takes a second copy of it from the
 * Equipment draw pile (if one is there), then the draw pile is shuffled. Returns the cards found, with the copies.
 */
export function matchingSet(
  state: ZombicideState,
  id: string,
  deck: EquipmentDeckName,
  found: readonly CardUid[],
  events: ZombicideEvent[],
): [ZombicideState, CardUid[]] {
  const s = survivorById(state, id) as SurvivorState;
  if (deck !== "equipmentDeck" || !hasSkill(s, "matching-set", state)) return [state, [...found]];
  let next = state;
  const out = [...found];
  for (const uid of found) {
    if (!cardData(next, uid)?.dual) continue;
    const copy = next.equipmentDeck.draw.find((u) => cardOf(u) === cardOf(uid));
    if (!copy) continue;
    const rest = next.equipmentDeck.draw.filter((u) => u !== copy);
    const [draw, rng] = shuffle(rest, next.rng);
    next = { ...next, rng, equipmentDeck: { ...next.equipmentDeck, draw } };
    events.push({ type: "SkillUsed", survivor: id, skill: "matching-set", rule: SKILL_RULES.matchingSet });
    events.push({
      type: "CardDrawn",
      survivor: id,
      deck: "equipment",
      card: cardOf(copy),
      uid: copy,
      rule: SKILL_RULES.matchingSet,
    });
    out.push(copy);
  }
  return [next, out];
}
