import { rulesOf } from "../kernel/registry.ts";
import { type CardUid, cardData, cardOf } from "./cards.ts";
import { keepCardsDecision } from "./decisions.ts";
import { type DrawDeckName, deckLabel, discardCards, drawCard } from "./equipment-decks.ts";
import type { ZombicideEvent } from "./events.ts";
import { survivorById } from "./survivors.ts";
import { spend } from "./turns.ts";
import type { SurvivorState, ZombicideState } from "./types.ts";
import { placeZombies } from "./zombies/place.ts";

export const KEEP_CARDS = "keepCards";
export const AAAHH_RULE = "core-2e §5 Search (Aaahh!!: a Walker appears in the Zone and the Search ends)";

/**
 * Draws up to `count` cards for a survivor (a Search, an Epic crate). An Aaahh!! card puts a Walker in the
 * survivor's zone, is discarded, and stops the draw; cards drawn before it are still offered (?). Cards
 * found are offered as a pending decision (keep and reorganise, or discard); the Action is spent when it is
 * answered, or at once when nothing is left to offer.
 */
export function drawFor(
  state: ZombicideState,
  id: string,
  deck: DrawDeckName,
  count: number,
  rule: string,
  events: ZombicideEvent[],
): ZombicideState {
  let next = state;
  const found: CardUid[] = [];
  for (let i = 0; i < count; i++) {
    const [uid, after] = drawCard(next, deck, events);
    next = after;
    if (uid === null) {
      events.push({ type: "SearchEnded", survivor: id, why: "the deck is empty", rule });
      break;
    }
    events.push({
      type: "CardDrawn",
      survivor: id,
      deck: deckLabel(deck),
      card: cardOf(uid),
      uid,
      rule,
    });
    next = rulesOf(next).hooks.cardDrawn({ survivor: id, deck, uid, events }, next);
    if (cardData(next, uid)?.kind === "aaahh") {
      const searcher = survivorById(next, id) as SurvivorState;
      const goesOn =
        deck === "equipmentDeck" && rulesOf(next).hooks.drawsPastAaahh({ state: next, survivor: searcher });
      next = aaahh(next, id, uid, events, !goesOn);
      if (!goesOn) break;
      continue;
    }
    found.push(uid);
  }
  const searched = rulesOf(next).hooks.searchFound(
    { survivor: id, deck, events },
    { state: next, cards: found },
  );
  next = searched.state;
  const offered = [...searched.cards];
  const s = survivorById(next, id) as SurvivorState;
  if (offered.length === 0) return spend(next, id, 1, events);
  const keep = searched.keep === undefined ? {} : { keep: searched.keep };
  return keepCardsDecision.raise(next, s.seat, { survivor: id, cards: offered, ...keep });
}

/** An Aaahh!! drawn: a Walker in the survivor's Zone, the card discarded; the Search ends unless `ends` is false. */
export function aaahh(
  state: ZombicideState,
  id: string,
  uid: CardUid,
  events: ZombicideEvent[],
  ends = true,
): ZombicideState {
  const s = survivorById(state, id) as SurvivorState;
  const placed = placeZombies(state, "walker", s.zone, 1);
  events.push({
    type: "ZombiesSpawned",
    zone: s.zone,
    zombie: "walker",
    zombies: placed.placed,
    rush: false,
    rule: AAAHH_RULE,
  });
  if (ends) events.push({ type: "SearchEnded", survivor: id, why: "Aaahh!!", rule: AAAHH_RULE });
  return discardCards(placed.state, [uid]);
}
