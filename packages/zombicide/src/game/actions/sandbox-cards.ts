import { ok } from "@horda/table";
import { z } from "zod";
import { type CardUid, cardOf } from "../cards.ts";
import { refuse } from "../errors.ts";
import { backpackSize } from "../inventory.ts";
import { replaceSurvivor, survivorById } from "../survivors.ts";
import type { Deck, SurvivorState, ZombicideState } from "../types.ts";
import type { ActionModule } from "./module.ts";
import { SANDBOX_MODULE, SANDBOX_RULE } from "./sandbox-events.ts";

type DeckName = "equipmentDeck" | "epicDeck";
const DECKS: readonly DeckName[] = ["equipmentDeck", "epicDeck"];
const deckWord = { equipmentDeck: "equipment", epicDeck: "epic" } as const;

const schema = z.strictObject({
  type: z.literal("sandboxDrawCard"),
  survivor: z.string().min(1).max(64),
  card: z.string().min(1).max(64),
});

const enabled = (state: ZombicideState) => state.modules.includes(SANDBOX_MODULE);
const holders = (state: ZombicideState) => state.survivors.filter((s) => !s.eliminated && !s.escaped);
const hasRoom = (state: ZombicideState, s: SurvivorState) =>
  s.hands.includes(null) || s.backpack.length < backpackSize(s, state);

/** The first copy of a card id in the decks: draw piles first, then discard piles, Equipment before Epic. */
function findCopy(
  state: ZombicideState,
  card: string,
): { deck: DeckName; pile: keyof Deck; uid: CardUid } | null {
  for (const pile of ["draw", "discard"] as const)
    for (const deck of DECKS) {
      const uid = state[deck][pile].find((u) => cardOf(u) === card);
      if (uid) return { deck, pile, uid };
    }
  return null;
}

/** Card ids that are in a deck now (draw or discard pile), sorted. */
function cardsInDecks(state: ZombicideState): string[] {
  const ids = DECKS.flatMap((d) => [...state[d].draw, ...state[d].discard].map(cardOf));
  return [...new Set(ids)].sort();
}

/** "Draw a specific card": a named card leaves its deck for a survivor's free Hand, else the Backpack. */
export const sandboxDrawCard: ActionModule<z.infer<typeof schema>> = {
  type: "sandboxDrawCard",
  schema,
  kind: "seat",
  legal(state) {
    if (!enabled(state)) return [];
    const cards = cardsInDecks(state);
    return holders(state)
      .filter((s) => hasRoom(state, s))
      .flatMap((s) => cards.map((card) => ({ type: "sandboxDrawCard" as const, survivor: s.id, card })));
  },
  apply(state, _seat, cmd) {
    if (!enabled(state)) return refuse("sandbox_off", SANDBOX_RULE, "free mode is not enabled for this game");
    const s = survivorById(state, cmd.survivor);
    if (!s || s.eliminated || s.escaped)
      return refuse("unknown_survivor", SANDBOX_RULE, `there is no survivor "${cmd.survivor}" on the board`);
    const found = findCopy(state, cmd.card);
    if (!found) return refuse("card_not_in_deck", SANDBOX_RULE, `no "${cmd.card}" card is left in a deck`);
    if (!hasRoom(state, s))
      return refuse("inventory_full", SANDBOX_RULE, `${s.name} has no free Hand or Backpack slot`);
    const free = s.hands.indexOf(null);
    const hands: SurvivorState["hands"] =
      free === 0 ? [found.uid, s.hands[1]] : free === 1 ? [s.hands[0], found.uid] : s.hands;
    const next = free < 0 ? { ...s, backpack: [...s.backpack, found.uid] } : { ...s, hands };
    const deck = state[found.deck];
    const taken = {
      ...state,
      [found.deck]: { ...deck, [found.pile]: deck[found.pile].filter((u) => u !== found.uid) },
    };
    return ok({
      state: replaceSurvivor(taken, next),
      events: [
        {
          type: "SandboxCardDrawn",
          survivor: s.id,
          card: found.uid,
          deck: deckWord[found.deck],
          slot: free < 0 ? ("backpack" as const) : ("hand" as const),
          rule: SANDBOX_RULE,
        },
      ],
    });
  },
};
