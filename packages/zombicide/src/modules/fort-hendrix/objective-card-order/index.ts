import type { ZombicideState } from "../../../game/types.ts";
import type { Refusal } from "../../../kernel/hooks.ts";
import { joinWords, type ModuleWords, type RuleModule } from "../../../kernel/module.ts";
import { slice } from "../../../kernel/slices.ts";
import { isRead } from "../../advanced/objective-cards/reveal.ts";
import { objectiveCardsSlice } from "../../advanced/objective-cards/state.ts";
import { settingsOf, stringList, stringOf } from "../shared/settings.ts";

export const CARD_ORDER = "objective-card-order";
export const CARD_ORDER_RULE =
  "Fort Hendrix, M1 Rescue them first (only card #7 until the Objective is met) and M2 Unfolding events (only the Guardhouse and Command Office cards first)";

/** The mission's order: only these cards may be taken until `until` (a card or Note) is read, or all of them. */
export interface CardOrder {
  readonly only: readonly string[];
  readonly until: string | null;
}

const order = slice<CardOrder>(CARD_ORDER, { only: [], until: null });

/** Whether the order still holds: its `until` card unread, or (without one) some of its cards unread. */
function holds(state: ZombicideState, o: CardOrder): boolean {
  if (o.only.length === 0) return false;
  return o.until !== null ? !isRead(state, o.until) : o.only.some((c) => !isRead(state, c));
}

/** Why the card found by `which` cannot be taken now (the order holds and it is not one of the first), or null. */
function refusedCard(
  state: ZombicideState,
  which: (card: { readonly token?: string; readonly door?: string }) => boolean,
): Refusal | null {
  const o = order.read(state);
  if (!holds(state, o)) return null;
  const card = objectiveCardsSlice.read(state).set?.cards.find(which);
  if (!card || o.only.includes(card.id) || isRead(state, card.id)) return null;
  return {
    code: "objective_card_order",
    why: `this Objective card cannot be taken yet: first ${o.only.map((c) => `#${cardNumber(state, c)}`).join(" and ")}`,
    rule: CARD_ORDER_RULE,
  };
}

/** The headings this module's rules are cited by, in the reader's language (the log's rule citations). */
const CITED: ModuleWords = {
  en: {
    "rule.fort-hendrix-m1-rescue-them-first": "Fort Hendrix, M1 Rescue them first",
  },
  "pt-BR": {
    "rule.fort-hendrix-m1-rescue-them-first": "Fort Hendrix, M1 Resgate-os primeiro",
  },
};

/**
 * A mission's order of Objective cards (settings `{ only: [card ids], until?: card id }`): while it holds, the
 * objective token of any other card cannot be taken (a Pimpweapon Crate, being no card, still can), and a door
 * that another card straddles cannot be opened (taking a door card is opening its door (?)).
 */
export const objectiveCardOrder: RuleModule = {
  id: CARD_ORDER,
  rule: CARD_ORDER_RULE,
  refusals: ["objective_card_order"],
  hooks: {
    setup: (ctx, state) => {
      const s = settingsOf(ctx.mission, CARD_ORDER);
      return order.write(state, { only: stringList(s.only), until: stringOf(s.until) ?? null });
    },
    takeRefused: ({ state, token }): Refusal | null => {
      if (token.kind !== "objective") return null;
      return refusedCard(state, (c) => c.token === token.id);
    },
    // A card straddling a door is taken when the door opens: out of order, the door stays shut.
    doorRefused: ({ state, door }): Refusal | null => refusedCard(state, (c) => c.door === door.id),
  },
  words: joinWords(
    {
      en: {
        name: "Objective cards in order",
        summary: "Only the mission's first Objective cards can be taken until the mission says otherwise.",
        "refusal.objective_card_order":
          "This Objective card cannot be taken yet: the mission says which cards come first.",
      },
      "pt-BR": {
        name: "Cartas de Objetivo em ordem",
        summary:
          "Só as primeiras cartas de Objetivo da missão podem ser pegas até a missão dizer o contrário.",
        "refusal.objective_card_order":
          "Esta carta de Objetivo ainda não pode ser pega: a missão diz quais cartas vêm primeiro.",
      },
    },
    CITED,
  ),
};

const cardNumber = (state: ZombicideState, id: string) =>
  objectiveCardsSlice.read(state).set?.cards.find((c) => c.id === id)?.number ?? id;
