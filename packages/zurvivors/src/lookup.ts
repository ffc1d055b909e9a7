import type { Seat } from "@horda/table";
import type {
  CardSet,
  CityCard,
  EscapeCard,
  ItemCard,
  ObjectiveCard,
  PlacementCard,
  RewardCard,
  SurvivorCard,
} from "./cards/schema.ts";
import type { PlayerState, ZState } from "./state.ts";

interface Index {
  items: Map<string, ItemCard>;
  escape: Map<string, EscapeCard>;
  survivors: Map<string, SurvivorCard>;
  objectives: Map<string, ObjectiveCard>;
  rewards: Map<string, RewardCard>;
  city: Map<string, CityCard>;
  placement: Map<string, PlacementCard>;
}

// A memo of id lookups per (immutable) card set; it never changes what a function returns.
const indexes = new WeakMap<CardSet, Index>();

function byId<T extends { id: string }>(cards: readonly T[]): Map<string, T> {
  return new Map(cards.map((c) => [c.id, c]));
}

export function cardIndex(set: CardSet): Index {
  let index = indexes.get(set);
  if (!index) {
    index = {
      items: byId(set.items.cards),
      escape: byId(set.escape.cards),
      survivors: byId(set.survivors.cards),
      objectives: byId(set.objectives.cards),
      rewards: byId(set.rewards.cards),
      city: byId(set.city.cards),
      placement: byId(set.placement.cards),
    };
    indexes.set(set, index);
  }
  return index;
}

export function itemCard(s: ZState, id: string): ItemCard | undefined {
  return cardIndex(s.set).items.get(id);
}
export function escapeCard(s: ZState, id: string): EscapeCard | undefined {
  return cardIndex(s.set).escape.get(id);
}
export function survivorCard(s: ZState, seat: Seat): SurvivorCard {
  return cardIndex(s.set).survivors.get(player(s, seat).survivor)!;
}
export function objectiveOf(s: ZState, seat: Seat): ObjectiveCard | undefined {
  const id = player(s, seat).objective;
  return id ? cardIndex(s.set).objectives.get(id) : undefined;
}
export function rewardOf(s: ZState, seat: Seat): RewardCard | undefined {
  const id = player(s, seat).reward;
  return id ? cardIndex(s.set).rewards.get(id) : undefined;
}
export function cityCard(s: ZState, id: string): CityCard {
  return cardIndex(s.set).city.get(id)!;
}
export function placementCard(s: ZState, id: string): PlacementCard {
  return cardIndex(s.set).placement.get(id)!;
}

export function player(s: ZState, seat: Seat): PlayerState {
  return s.players[seat]!;
}

/** Is this card the escape card of the seat's own survivor? */
export function isOwnEscape(s: ZState, seat: Seat, card: string): boolean {
  return escapeCard(s, card)?.survivor === player(s, seat).survivor;
}

/** The seats clockwise, starting with `from`. */
export function clockwiseFrom(s: ZState, from: Seat): Seat[] {
  const i = s.seats.indexOf(from);
  return [...s.seats.slice(i), ...s.seats.slice(0, i)];
}

/** The next seat to the left (clockwise) of `seat` among those `accept` keeps, or null. */
export function nextLeft(s: ZState, seat: Seat, accept: (seat: Seat) => boolean): Seat | null {
  return clockwiseFrom(s, seat).slice(1).find(accept) ?? null;
}

export function isSurvivor(s: ZState, seat: Seat): boolean {
  return !player(s, seat).zombie;
}

/** Survivors still playing this round (not escaped, not zombies), clockwise from the first player. */
export function survivorsInRound(s: ZState): Seat[] {
  return clockwiseFrom(s, s.firstPlayer).filter((x) => !player(s, x).zombie && player(s, x).inRound);
}

export function livingSurvivors(s: ZState): Seat[] {
  return clockwiseFrom(s, s.firstPlayer).filter((x) => !player(s, x).zombie);
}

/** The box of a placement card that this player count reads (3 players read the "4" box). */
export function boxKey(players: number): "4" | "5" | "6" {
  return players <= 4 ? "4" : players === 5 ? "5" : "6";
}
