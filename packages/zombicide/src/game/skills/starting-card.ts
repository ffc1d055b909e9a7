import type { EquipmentCard } from "@horda/content";
import { ok, type PendingDecision, type Seat } from "@horda/table";
import { type DecisionType, dropDecision } from "../../kernel/decisions.ts";
import { settle } from "../../kernel/resume.ts";
import type { Outcome } from "../actions/module.ts";
import { type CardUid, cardData, cardOf, cardUid } from "../cards.ts";
import { refuse } from "../errors.ts";
import type { ZombicideEvent } from "../events.ts";
import { replaceSurvivor, survivorById } from "../survivors.ts";
import type { Deck, SurvivorState, ZombicideState } from "../types.ts";

/**
 * A card a skill gives a survivor to start the game with, chosen after the deal (a setup decision's answer):
 * the vocabulary the "start with a card of the deck" skills share.
 */

/** Card ids of the game's catalogue, in its decks' order (Equipment first), that carry `trait`. */
export function catalogueCardsWith(
  state: ZombicideState,
  trait: NonNullable<EquipmentCard["traits"]>[number],
): readonly string[] {
  const decks = state.survivorCatalog.decks as Readonly<Record<string, readonly string[] | undefined>>;
  const order = ["equipment", ...Object.keys(decks).filter((d) => d !== "equipment" && d !== "starting")];
  const ids = order.flatMap((d) => decks[d] ?? []);
  return [...new Set(ids)].filter((id) => cardData(state, id)?.traits?.includes(trait));
}

/** Removes `uid` from whichever draw pile holds it: the Equipment deck's or a module deck's (the Military deck). */
function takeFromDraw(state: ZombicideState, uid: CardUid): ZombicideState {
  const without = (d: Deck): Deck => ({ ...d, draw: d.draw.filter((u) => u !== uid) });
  if (state.equipmentDeck.draw.includes(uid))
    return { ...state, equipmentDeck: without(state.equipmentDeck) };
  const decks = Object.fromEntries(
    Object.entries(state.moduleDecks ?? {}).map(([id, d]) => [id, d.draw.includes(uid) ? without(d) : d]),
  );
  return { ...state, moduleDecks: decks };
}

/**
 * Gives the survivor a copy of `card`: taken from the Equipment draw pile if one is there, else from a module
 * deck's draw pile (the Military deck), else a card of its own (as the core's starting-card skill effect, §10);
 * into the first free Hand, else the Backpack. Returns the state and the copy's uid.
 */
export function giveStartingCard(
  state: ZombicideState,
  survivor: string,
  card: string,
): { readonly state: ZombicideState; readonly uid: CardUid } {
  const piles = [state.equipmentDeck, ...Object.values(state.moduleDecks ?? {})];
  const found = piles.flatMap((d) => d.draw).find((u) => cardOf(u) === card);
  let next = state;
  let uid: CardUid;
  if (found !== undefined) {
    uid = found;
    next = takeFromDraw(next, found);
  } else {
    // A card of its own: numbered after every id the game handed out, so no other copy shares its uid.
    uid = cardUid(card, "g", 1000 + next.nextId);
    next = { ...next, nextId: next.nextId + 1 };
  }
  const s = survivorById(next, survivor) as SurvivorState;
  const free = s.hands.indexOf(null);
  if (free >= 0) {
    const hands = [...s.hands] as [CardUid | null, CardUid | null];
    hands[free] = uid;
    return { state: replaceSurvivor(next, { ...s, hands }), uid };
  }
  return { state: replaceSurvivor(next, { ...s, backpack: [...s.backpack, uid] }), uid };
}

/** What a starting-card skill's decision offers: the survivor who chooses and the card ids to choose from. */
export interface StartingCardOffer {
  readonly survivor: string;
  readonly cards: readonly string[];
}

/**
 * Offers the survivor its starting card: no card offered gives nothing, one is given unasked (`give`), more are
 * the skill's decision for the survivor's seat.
 */
export function offerStartingCard(
  state: ZombicideState,
  seat: Seat,
  offer: StartingCardOffer,
  decision: DecisionType<StartingCardOffer>,
  give: (state: ZombicideState, card: string) => ZombicideState,
): ZombicideState {
  if (offer.cards.length === 0) return state;
  if (offer.cards.length === 1) return give(state, offer.cards[0] as string);
  return decision.raise(state, seat, offer);
}

/**
 * The answer to a starting-card skill's decision: a card it did not offer is refused (`notOffered`, under the
 * skill's rule); else the decision is dropped, the survivor takes the card and the skill is told used.
 */
export function takeStartingCard(
  state: ZombicideState,
  asked: { readonly decision: PendingDecision; readonly options: StartingCardOffer },
  card: string,
  skill: { readonly id: string; readonly rule: string; readonly notOffered: string },
): Outcome {
  const { survivor, cards } = asked.options;
  if (!cards.includes(card)) return refuse(skill.notOffered, skill.rule, `choose one of ${cards.join(", ")}`);
  const events: ZombicideEvent[] = [{ type: "SkillUsed", survivor, skill: skill.id, rule: skill.rule }];
  const next = giveStartingCard(dropDecision(state, asked.decision.id), survivor, card).state;
  return ok({ state: settle(next, events), events });
}
