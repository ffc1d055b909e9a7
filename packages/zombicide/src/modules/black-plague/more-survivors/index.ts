import { type CardUid, cardOf, cardUid, isStartingCard } from "../../../game/cards.ts";
import { discardCards } from "../../../game/equipment-decks.ts";
import type { ZombicideEvent } from "../../../game/events.ts";
import { backpackSize } from "../../../game/inventory.ts";
import type { SurvivorState, ZombicideState } from "../../../game/types.ts";
import { joinWords, type RuleModule } from "../../../kernel/module.ts";

export const MORE_SURVIVORS_RULE =
  "black-plague §1 7 or more Survivors (1 extra Spawn token per 2 Survivors beyond 6, rounded up, stacked on a Spawn Zone; Horda stacks them on the first)";
export const EXTRA_STARTING_RULE =
  "black-plague §1 7 or more Survivors (1 extra Starting Equipment card per Survivor beyond 6; which card is not said: Horda deals another copy of the box's Starting cards in their order, unverified)";

/** Extra Spawn tokens for more than 6 Survivors, stacked on the first Spawn Zone (the players' choice in the book). */
function extraTokens(state: ZombicideState): ZombicideState {
  const extra = Math.ceil(Math.max(0, state.survivors.length - 6) / 2);
  const first = state.spawns[0];
  if (extra === 0 || !first) return state;
  const added = Array.from({ length: extra }, (_, i) => ({
    ...first,
    token: `extra-${i + 1}`,
    colour: "red",
  }));
  return { ...state, spawns: [...state.spawns, ...added] };
}

const held = (s: SurvivorState) => [...s.hands, ...s.backpack].filter((c): c is CardUid => c !== null);

/**
 * One extra Starting Equipment card per Survivor beyond six, when the Starting Equipment was dealt: the book does
 * not say which card, so the table deals further copies of the box's Starting cards, in their order, each to the
 * Survivor holding the fewest cards (a free Hand first, then the Backpack; no room: set aside with the Starting
 * cards left out).
 */
function extraStartingCards(state: ZombicideState, events: ZombicideEvent[]): ZombicideState {
  const extra = state.survivors.length - 6;
  const starting = state.survivorCatalog.decks.starting;
  const dealt = state.survivors.some((s) => held(s).some(isStartingCard));
  if (extra <= 0 || starting.length === 0 || !dealt) return state;
  let next = state;
  const given: { survivor: string; card: string }[] = [];
  for (let i = 0; i < extra; i++) {
    const card = starting[i % starting.length] as string;
    const uid = cardUid(card, "s", starting.length + i + 1);
    const to = [...next.survivors].sort((a, b) => held(a).length - held(b).length)[0] as SurvivorState;
    const hand = to.hands.indexOf(null);
    if (hand >= 0) {
      const hands = to.hands.map((c, j) => (j === hand ? uid : c)) as [CardUid | null, CardUid | null];
      next = { ...next, survivors: next.survivors.map((s) => (s.id === to.id ? { ...s, hands } : s)) };
    } else if (to.backpack.length < backpackSize(to, next)) {
      const backpack = [...to.backpack, uid];
      next = { ...next, survivors: next.survivors.map((s) => (s.id === to.id ? { ...s, backpack } : s)) };
    } else {
      next = discardCards(next, [uid]);
      continue;
    }
    given.push({ survivor: to.id, card: cardOf(uid) });
  }
  if (given.length > 0)
    events.push({
      type: "ExtraStartingCards",
      survivors: given.map((g) => g.survivor),
      cards: given.map((g) => g.card),
      rule: EXTRA_STARTING_RULE,
    });
  return next;
}

/** 7 or more Survivors were dealt extra Starting Equipment cards: who got which (in the same order). */
export interface ExtraStartingCards {
  readonly type: "ExtraStartingCards";
  readonly survivors: readonly string[];
  readonly cards: readonly string[];
  readonly rule: string;
}

declare module "../../../game/events.ts" {
  interface ModuleEvents {
    ExtraStartingCards: ExtraStartingCards;
  }
}

export const moreSurvivors: RuleModule = {
  id: "more-survivors",
  rule: MORE_SURVIVORS_RULE,
  hooks: { setup: ({ events }, state) => extraStartingCards(extraTokens(state), events) },
  events: {
    ExtraStartingCards: { fields: { survivors: "survivors", cards: "cards" }, count: "cards" },
  },
  words: joinWords(
    {
      en: {
        name: "More than 6 Survivors",
        summary:
          "1 extra Spawn token per 2 Survivors beyond 6; 1 extra Starting Equipment card per Survivor beyond 6.",
      },
      "pt-BR": {
        name: "Mais de 6 Sobreviventes",
        summary:
          "1 ficha de Entrada extra a cada 2 Sobreviventes além de 6; 1 carta de Equipamento Inicial extra por Sobrevivente além de 6.",
      },
    },
    {
      en: {
        "event.ExtraStartingCards_one":
          "More than 6 Survivors: 1 extra Starting Equipment card ({{cards}}) for {{survivors}}",
        "event.ExtraStartingCards_other":
          "More than 6 Survivors: {{count}} extra Starting Equipment cards ({{cards}}) for {{survivors}}",
      },
      "pt-BR": {
        "event.ExtraStartingCards_one":
          "Mais de 6 Sobreviventes: 1 carta de Equipamento Inicial extra ({{cards}}) para {{survivors}}",
        "event.ExtraStartingCards_other":
          "Mais de 6 Sobreviventes: {{count}} cartas de Equipamento Inicial extras ({{cards}}) para {{survivors}}",
      },
    },
  ),
};
