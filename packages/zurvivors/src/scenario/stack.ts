import type { Seat } from "@horda/table";
import { run } from "../flow.ts";
import type { TokenKind } from "../kinds.ts";
import type { ZState } from "../state.ts";

/** Every place a card can be; used to move a card while keeping each card in exactly one place. */
function takeOut(s: ZState, card: string): void {
  const strip = (xs: string[]) => {
    const i = xs.indexOf(card);
    if (i >= 0) xs.splice(i, 1);
  };
  strip(s.deck);
  strip(s.discard);
  strip(s.zombieArea);
  for (const seat of s.seats) {
    strip(s.players[seat]!.hand);
    strip(s.players[seat]!.placed);
  }
}

/** Where a scenario puts cards, tokens and survivors before its commands (scenario files' `stack:`). */
export interface Stack {
  hands?: Record<Seat, string[]>;
  placed?: Record<Seat, string[]>;
  zombieArea?: string[];
  backpacks?: Record<Seat, TokenKind[]>;
  objectives?: Record<Seat, string>;
  rewards?: Record<Seat, string>;
  pos?: Record<Seat, number>;
  horde?: number;
  zombies?: Seat[];
  /** City card ids by track index, face down. */
  city?: Record<number, string>;
}

/**
 * Stacks a state for a scenario: moves the named cards where asked (the rest of each hand goes to the
 * deck), then restarts the current Place Items step. Card and token conservation is kept.
 */
export function stack(base: ZState, st: Stack): ZState {
  const s = structuredClone({ ...base, set: null }) as unknown as ZState;
  s.set = base.set;
  if (st.hands) {
    for (const seat of Object.keys(st.hands)) {
      s.deck.push(...s.players[seat]!.hand);
      s.players[seat]!.hand = [];
    }
    for (const [seat, cards] of Object.entries(st.hands)) {
      for (const c of cards) takeOut(s, c);
      s.players[seat]!.hand = [...cards];
    }
  }
  for (const [seat, cards] of Object.entries(st.placed ?? {})) {
    for (const c of cards) takeOut(s, c);
    s.players[seat]!.placed = [...cards];
  }
  if (st.zombieArea) {
    for (const c of st.zombieArea) takeOut(s, c);
    s.zombieArea = [...st.zombieArea];
  }
  for (const [seat, tokens] of Object.entries(st.backpacks ?? {})) {
    for (const t of s.players[seat]!.backpack) s.supply[t]++;
    for (const t of tokens) s.supply[t]--;
    s.players[seat]!.backpack = [...tokens];
  }
  const swap = (
    deckKey: "objectiveDeck" | "rewardDeck",
    field: "objective" | "reward",
    wanted: Record<Seat, string>,
  ) => {
    for (const [seat, id] of Object.entries(wanted)) {
      const holder = s.seats.find((x) => s.players[x]![field] === id);
      const mine = s.players[seat]![field];
      if (holder) s.players[holder]![field] = mine;
      else {
        s[deckKey] = s[deckKey].filter((x) => x !== id);
        if (mine) s[deckKey].push(mine);
      }
      s.players[seat]![field] = id;
    }
  };
  swap("objectiveDeck", "objective", st.objectives ?? {});
  swap("rewardDeck", "reward", st.rewards ?? {});
  for (const [seat, pos] of Object.entries(st.pos ?? {})) s.players[seat]!.pos = pos;
  if (st.horde !== undefined) s.track.horde = st.horde;
  for (const seat of st.zombies ?? []) {
    s.players[seat]!.zombie = true;
    s.players[seat]!.objective = null;
    s.players[seat]!.reward = null;
    s.placementGame.pop();
    s.placementDeck.pop();
  }
  for (const [at, id] of Object.entries(st.city ?? {})) {
    const i = Number(at);
    const other = s.track.cards.findIndex((c) => c?.id === id);
    const mine = s.track.cards[i];
    if (other >= 0 && mine) s.track.cards[other] = { ...mine };
    s.track.cards[i] = { id, faceUp: false };
  }
  s.pending = [];
  s.queue = [{ t: "placeStep" }];
  run(s, []);
  return s;
}
