import { cardData, cardOf } from "../../../game/cards.ts";
import { keepCardsDecision } from "../../../game/decisions.ts";
import { discardCards, drawCard } from "../../../game/equipment-decks.ts";
import type { ZombicideEvent } from "../../../game/events.ts";
import { hasSkill } from "../../../game/skills/effects.ts";
import { inPlay } from "../../../game/survivors.ts";
import type { ZombicideState, ZoneId } from "../../../game/types.ts";
import { placeZombies } from "../../../game/zombies/place.ts";

export const HOLD_YOUR_NOSE_RULE =
  "core-2e §10 Hold your nose (the last Zombie in its Zone killed: draw an Equipment card; not a Search)";

/**
 * Hold your nose (§10): when the last Zombie of a Zone is killed, by anyone or anything, each survivor there with
 * the skill draws an Equipment card. It is not a Search (no Action, no limit): the card is offered like found
 * cards (`keepCards`, marked free). An Aaahh!! puts its Walker in the Zone as usual (?).
 */
export function holdYourNose(
  ctx: { readonly zones: readonly ZoneId[]; readonly events: ZombicideEvent[] },
  state: ZombicideState,
): ZombicideState {
  const { zones, events } = ctx;
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
        rule: HOLD_YOUR_NOSE_RULE,
      });
      events.push({
        type: "CardDrawn",
        survivor: s.id,
        deck: "equipment",
        card: cardOf(uid),
        uid,
        rule: HOLD_YOUR_NOSE_RULE,
      });
      if (cardData(next, uid)?.kind === "aaahh") {
        const placed = placeZombies(next, "walker", zone, 1);
        events.push({
          type: "ZombiesSpawned",
          zone,
          zombie: "walker",
          zombies: placed.placed,
          rush: false,
          rule: HOLD_YOUR_NOSE_RULE,
        });
        next = discardCards(placed.state, [uid]);
        continue;
      }
      next = keepCardsDecision.raise(next, s.seat, { survivor: s.id, cards: [uid], free: true });
    }
  }
  return next;
}
