import { ok } from "@horda/table";
import { z } from "zod";
import { rulesOf } from "../../kernel/registry.ts";
import { type CardUid, cardData, cardOf } from "../cards.ts";
import { CAR_RULES } from "../cars/rules.ts";
import { carById, carsIn } from "../cars/seats.ts";
import type { CarState } from "../cars/types.ts";
import { keepCardsDecision } from "../decisions.ts";
import { discardCards, drawCard } from "../equipment-decks.ts";
import { RULES, refuse } from "../errors.ts";
import type { ZombicideEvent } from "../events.ts";
import { AAAHH_RULE, aaahh } from "../found-cards.ts";
import { takeFreeAction } from "../skills/free-actions.ts";
import { replaceSurvivor, survivorById, zombiesIn } from "../survivors.ts";
import { activate, spend } from "../turns.ts";
import type { SurvivorState, ZombicideState } from "../types.ts";
import { actionsAvailable } from "./availability.ts";
import type { ActionModule } from "./module.ts";
import { cardsPerSearch } from "./search.ts";

const schema = z.strictObject({
  type: z.literal("searchCar"),
  survivor: z.string().min(1).max(64),
  car: z.string().min(1).max(40),
});
export type SearchCarCommand = z.infer<typeof schema>;

/** The Search limits apply (?): no Zombies in the Zone, once per Turn unless a module's `searchAgain` allows more. */
function refusal(state: ZombicideState, s: SurvivorState, car: CarState | undefined): string | null {
  if (!car || car.zone !== s.zone) return `there is no such car in ${s.zone}`;
  if (!car.searchable)
    return car.type === "police"
      ? "the mission does not allow searching this Police Car"
      : car.type === "pimpmobile"
        ? "this Pimpmobile has been searched already"
        : "only a Police Car can be searched";
  if (zombiesIn(state, s.zone) > 0) return `there are zombies in ${s.zone}`;
  if (s.searchedRound === state.turn.round && !rulesOf(state).hooks.searchAgain({ state, survivor: s }))
    return `${s.name} has already searched this turn`;
  return null;
}

/**
 * Police Car search (§5): a Search Action that draws Equipment cards until a weapon comes (two weapons with
 * a module's `searchCards` or a Flashlight (?)); the weapons are offered, the other cards discarded. An Aaahh!!
 * still puts a Walker in the Zone and ends the Search. Search effects apply: the `searchFound` hook here, and the
 * modules that act on the offer (a re-draw).
 */
export const searchCar: ActionModule<SearchCarCommand> = {
  type: "searchCar",
  schema,
  kind: "survivor",
  legal(state, _seat, s) {
    if (!s || !state.cars) return [];
    const here = carsIn(state, s.zone);
    if (here.length === 0 || actionsAvailable(state, s, "search") < 1) return [];
    return here
      .filter((c) => refusal(state, s, c) === null)
      .map((c) => ({ type: "searchCar" as const, survivor: s.id, car: c.id }));
  },
  apply(state, _seat, cmd) {
    const s0 = survivorById(state, cmd.survivor) as SurvivorState;
    const car = carById(state, cmd.car);
    const why = refusal(state, s0, car);
    if (why) return refuse("cannot_search", CAR_RULES.policeSearch, why);
    const events: ZombicideEvent[] = [];
    const active = takeFreeAction(activate(state, s0.id), s0.id, "search", events);
    const s = survivorById(active, s0.id) as SurvivorState;
    if (s.actionsLeft < 1) return refuse("not_enough_actions", RULES.actions, `${s.name} has no Action left`);
    const next = replaceSurvivor(active, { ...s, searchedRound: state.turn.round });
    // A module may play this car's Search its own way (the classic Pimpmobile and Police car).
    const played = rulesOf(next).hooks.carSearched({ state: next, survivor: s.id, car: cmd.car, events });
    if (played) return ok({ state: played, events });
    return ok({ state: policeCarSearch(next, s.id, cmd.car, cardsPerSearch(state, s), events), events });
  },
};

/**
 * A Police Car's Search, its Action taken (§5): draws until `wanted` weapons came, discards the other cards,
 * offers the weapons (the Action is paid when they are kept, or now if none came). An Aaahh!! ends it.
 */
export function policeCarSearch(
  state: ZombicideState,
  survivor: string,
  car: string,
  wanted: number,
  events: ZombicideEvent[],
  rule: string = CAR_RULES.policeSearch,
): ZombicideState {
  const s = survivorById(state, survivor) as SurvivorState;
  let next = state;
  const weapons: CardUid[] = [];
  const others: CardUid[] = [];
  while (weapons.length < wanted) {
    const [uid, after] = drawCard(next, "equipmentDeck", events);
    next = after;
    if (uid === null) {
      events.push({
        type: "SearchEnded",
        survivor: s.id,
        why: "the deck is empty",
        rule,
      });
      break;
    }
    events.push({
      type: "CardDrawn",
      survivor: s.id,
      deck: "equipment",
      card: cardOf(uid),
      uid,
      rule,
    });
    next = rulesOf(next).hooks.cardDrawn({ survivor: s.id, deck: "equipmentDeck", uid, events }, next);
    const kind = cardData(next, uid)?.kind;
    if (kind === "aaahh") {
      next = aaahh(next, s.id, uid, events);
      break;
    }
    (kind === "weapon" ? weapons : others).push(uid);
  }
  next = discardCards(next, others);
  // Search effects apply to it (§5): what modules add to a Search (a copy of a Dual weapon) joins the weapons.
  const searched = rulesOf(next).hooks.searchFound(
    { survivor: s.id, deck: "equipmentDeck", events },
    { state: next, cards: weapons },
  );
  next = searched.state;
  const found: CardUid[] = [...searched.cards];
  events.push({
    type: "CarSearched",
    survivor: s.id,
    car,
    discarded: others.map(cardOf),
    rule: events.some((e) => e.type === "SearchEnded" && e.rule === AAAHH_RULE) ? AAAHH_RULE : rule,
  });
  if (found.length === 0) return spend(next, s.id, 1, events);
  return keepCardsDecision.raise(next, s.seat, { survivor: s.id, cards: found });
}
