import { raiseDecision } from "../../kernel/decisions.ts";
import { cardData, cardOf } from "../cards.ts";
import { discardCards, drawCard } from "../equipment-decks.ts";
import type { ZombicideEvent } from "../events.ts";
import { KEEP_CARDS } from "../found-cards.ts";
import { inPlay } from "../survivors.ts";
import type { ZombicideState, ZoneId } from "../types.ts";
import { placeZombies } from "../zombies/place.ts";
import { hasSkill } from "./effects.ts";
import { SKILL_RULES } from "./rules.ts";

/**
 * Hold your nose (§10): when the last Zombie of a Zone is killed, by anyone or anything, each survivor there with
 * the skill draws an Equipment card. It is not a Search (no Action, no limit): the card is offered like found
 * cards (`keepCards`, marked free). An Aaahh!! puts its Walker in the Zone as usual (?).
 */
export function holdYourNose(
  state: ZombicideState,
  zones: readonly ZoneId[],
  events: ZombicideEvent[],
): ZombicideState {
  let next = state;
  for (const zone of new Set(zones)) {
    if (next.zombies.some((z) => z.zone === zone)) continue;
    for (const s of next.survivors) {
      if (!inPlay(s) || s.zone !== zone || !hasSkill(s, "hold-your-nose", next)) continue;
      const [uid, after] = drawCard(next, "equipmentDeck", events);
      if (uid === null) continue;
      next = after;
      events.push({
        type: "SkillUsed",
        survivor: s.id,
        skill: "hold-your-nose",
        rule: SKILL_RULES.holdYourNose,
      });
      events.push({
        type: "CardDrawn",
        survivor: s.id,
        deck: "equipment",
        card: cardOf(uid),
        uid,
        rule: SKILL_RULES.holdYourNose,
      });
      if (cardData(next, uid)?.kind === "aaahh") {
        const placed = placeZombies(next, "walker", zone, 1);
        events.push({
          type: "ZombiesSpawned",
          zone,
          zombie: "walker",
          zombies: placed.placed,
          rush: false,
          rule: SKILL_RULES.holdYourNose,
        });
        next = discardCards(placed.state, [uid]);
        continue;
      }
      next = raiseDecision(next, s.seat, KEEP_CARDS, { survivor: s.id, cards: [uid], free: true });
    }
  }
  return next;
}
