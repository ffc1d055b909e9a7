import { ok } from "@horda/table";
import { z } from "zod";
import type { ActionModule } from "../../../game/actions/module.ts";
import { type CardUid, cardOf } from "../../../game/cards.ts";
import { discardCards } from "../../../game/equipment-decks.ts";
import { RULES, refuse } from "../../../game/errors.ts";
import { inventoryRearranged, type ZombicideEvent } from "../../../game/events.ts";
import { backpackSize, inventoryOf } from "../../../game/inventory.ts";
import { replaceSurvivor, survivorById } from "../../../game/survivors.ts";
import type { SurvivorState, ZombicideState } from "../../../game/types.ts";
import { loseHealth } from "../../../game/wounds.ts";
import { decisionType, dropDecision, findDecision } from "../../../kernel/decisions.ts";
import type { Refusal } from "../../../kernel/hooks.ts";
import type { RuleModule } from "../../../kernel/module.ts";
import { rulesOf } from "../../../kernel/registry.ts";
import { settle } from "../../../kernel/resume.ts";

export const WOUND_COST_RULE =
  "classic §4 Wounded cards (each Wound discards an Equipment card of the player's choice, if any)";
export const WOUNDED_SLOT_RULE =
  "classic §4 Wounded cards (a Wounded card keeps its slot in the reserve until healed: never discarded, traded nor put in a Hand)";
export const ELIMINATED_DISCARD_RULE =
  "classic §4 Wounded cards (an eliminated Survivor's Equipment is all discarded)";
const DECISION = "woundDiscard";

/** An eliminated survivor's Equipment, all discarded. */
export interface EquipmentDiscarded {
  readonly type: "EquipmentDiscarded";
  readonly survivor: string;
  /** The cards' ids. */
  readonly cards: readonly string[];
  readonly rule: string;
}
declare module "../../../game/events.ts" {
  interface ModuleEvents {
    EquipmentDiscarded: EquipmentDiscarded;
  }
}

interface WoundDiscardOptions {
  readonly survivor: string;
  /** The card ids the survivor may discard (one of each). */
  readonly cards: readonly string[];
  /** Cards still to discard for the Wounds just taken. */
  readonly count: number;
}
const woundDiscardDecision = decisionType<WoundDiscardOptions>(DECISION);

/** Discards one card `card` from the survivor's inventory (a Hand first), telling it. */
function discardOne(state: ZombicideState, s: SurvivorState, card: string, events: ZombicideEvent[]) {
  const uid = inventoryOf(s).find((u) => cardOf(u) === card) as CardUid;
  const next = replaceSurvivor(state, {
    ...s,
    hands: s.hands.map((u) => (u === uid ? null : u)) as unknown as SurvivorState["hands"],
    backpack: s.backpack.filter((u) => u !== uid),
  });
  events.push(inventoryRearranged(s.id, [uid], WOUND_COST_RULE));
  return discardCards(next, [uid]);
}

/**
 * Once the Wounds are paid, the reserve holds no more than its slots left: a card a Wounded card pushed out of the
 * reserve goes to a free Hand (the Wounded card stays in the reserve (?): the book lets it move to a Hand).
 */
function fitReserve(state: ZombicideState, id: string): ZombicideState {
  const s = survivorById(state, id) as SurvivorState;
  const slots = backpackSize(s, state);
  if (s.backpack.length <= slots) return state;
  const hands = [...s.hands] as [CardUid | null, CardUid | null];
  const backpack = [...s.backpack];
  for (let i = 0; i < 2 && backpack.length > slots; i++)
    if (hands[i] === null) hands[i] = backpack.pop() as CardUid;
  return replaceSurvivor(state, { ...s, hands, backpack });
}

/**
 * An eliminated survivor's cards all go to their discard piles, where the decks reshuffle them from. A card it was
 * still to choose for an earlier Wound of the same attack goes with the rest: that question is dropped.
 */
function discardAll(state: ZombicideState, id: string, events: ZombicideEvent[]): ZombicideState {
  const s = survivorById(state, id) as SurvivorState;
  const pending = state.pending.filter(
    (d) => d.kind !== DECISION || woundDiscardDecision.options(d).survivor !== id,
  );
  const asked = pending.length === state.pending.length ? state : { ...state, pending };
  const cards = inventoryOf(s);
  if (cards.length === 0) return asked;
  const next = replaceSurvivor(asked, { ...s, hands: [null, null], backpack: [] });
  events.push({
    type: "EquipmentDiscarded",
    survivor: id,
    cards: cards.map(cardOf),
    rule: ELIMINATED_DISCARD_RULE,
  });
  return discardCards(next, cards);
}

/** The survivor pays `count` Wounds with cards: at once when there is no choice, else the player is asked. */
function payWounds(
  state: ZombicideState,
  id: string,
  count: number,
  events: ZombicideEvent[],
): ZombicideState {
  let next = state;
  for (let left = count; left > 0; left--) {
    const s = survivorById(next, id) as SurvivorState;
    const cards = [...new Set(inventoryOf(s).map(cardOf))];
    if (cards.length === 0) return fitReserve(next, id);
    if (cards.length > 1)
      return woundDiscardDecision.raise(next, s.seat, { survivor: id, cards, count: left });
    next = discardOne(next, s, cards[0] as string, events);
  }
  return fitReserve(next, id);
}

/**
 * A layout asking more reserve slots than the Wounded cards leave: the Wounded card would have to go to a Hand, which
 * it never does (it cannot be moved out of the reserve, nor given away by a Trade or a free reorganisation).
 */
function wouldPushWoundsToAHand(state: ZombicideState, s: SurvivorState, reserve: number): Refusal | null {
  if (s.wounds === 0) return null;
  const slots = backpackSize(s, state);
  if (reserve <= slots) return null;
  const wounded = s.wounds === 1 ? "a Wounded card" : `${s.wounds} Wounded cards`;
  return {
    code: "wounded_card_not_in_hand",
    why: `${s.name} has ${wounded} in the reserve, leaving ${slots} slot(s) there for Equipment, not ${reserve}: a Wounded card never goes to a Hand`,
    rule: WOUNDED_SLOT_RULE,
  };
}

const schema = z.strictObject({
  type: z.literal("woundDiscard"),
  card: z.string().min(1).max(64),
  decision: z.string().max(32).optional(),
});
export type WoundDiscardCommand = z.infer<typeof schema>;

/** The Equipment card a wounded survivor gives up. */
const woundDiscard: ActionModule<WoundDiscardCommand> = {
  type: "woundDiscard",
  schema,
  kind: "decision",
  legal: woundDiscardDecision.answers((o) =>
    o.cards.map((card) => ({ type: "woundDiscard" as const, card })),
  ),
  apply(state, seat, cmd) {
    const d = findDecision(state, seat, DECISION, cmd.decision);
    if (!d) return refuse("no_decision", RULES.decision, `${seat} has no Wounded card to pay for`);
    const o = woundDiscardDecision.options(d);
    if (!o.cards.includes(cmd.card))
      return refuse("card_not_to_discard", WOUND_COST_RULE, `choose one of ${o.cards.join(", ")}`);
    const events: ZombicideEvent[] = [];
    const s = survivorById(state, o.survivor) as SurvivorState;
    const paid = discardOne(dropDecision(state, d.id), s, cmd.card, events);
    const next = payWounds(paid, o.survivor, o.count - 1, events);
    return ok({ state: settle(next, events), events });
  },
};

/**
 * Season 1's Wounded cards: a survivor who takes a Wound and survives it discards an Equipment card of the
 * player's choice (the Wounded card takes its place); at the second Wound it is eliminated (`base.health` 2), all its
 * cards discarded, unless a module spares it (Resurrection: that Wound costs a card too, the rest is kept). Each
 * Wounded card fills a reserve slot (`backpackSlots`) until it is healed: never discarded nor traded, and never put
 * in a Hand (`layoutRefused`: no Reorganize, Trade or free reorganisation may ask the reserve for the slots it fills).
 */
export const woundCost: RuleModule = {
  id: "wound-cost",
  rule: WOUND_COST_RULE,
  commands: [woundDiscard],
  hooks: {
    backpackSlots: (ctx, slots) => Math.max(0, slots - ctx.survivor.wounds),
    layoutRefused: ({ state, survivor, layout }) =>
      wouldPushWoundsToAHand(state, survivor, layout.backpack.length),
    woundsLand: ({ state, survivor, wounds, cause, events }) => {
      const before = survivorById(state, survivor)?.wounds ?? 0;
      const next = loseHealth(state, survivor, wounds, events, cause);
      const s = survivorById(next, survivor);
      if (!s) return next;
      // Eliminated, every card goes; a survivor spared (lying down to rise as a Zombivor) keeps the cards left
      // after paying for the Wounds that landed (those past its last are not its to pay).
      if (s.eliminated && !rulesOf(next).hooks.eliminationSpared({ state: next, survivor: s }))
        return discardAll(next, survivor, events);
      const landed = s.wounds - before;
      // A module may spare some of the cards (Death grasp, while a slot is free).
      const cards = rulesOf(next).hooks.woundCardsPaid({ state: next, survivor: s, wounds: landed }, landed);
      return cards > 0 ? payWounds(next, survivor, cards, events) : fitReserve(next, survivor);
    },
  },
  commandWords: { woundDiscard: { fields: { card: "card" } } },
  refusals: ["card_not_to_discard", "wounded_card_not_in_hand"],
  decisions: { woundDiscard: { details: { fields: { survivor: "survivor", cards: "cards" } } } },
  events: { EquipmentDiscarded: { fields: { survivor: "survivor", cards: "cards" } } },
  words: {
    en: {
      name: "Wounded cards",
      summary: "Each Wound costs an Equipment card of the player's choice.",
      "command.woundDiscard": "Wounded: discard {{card}}",
      "decision.woundDiscard": "Wounded: the Equipment card discarded",
      "details.woundDiscard": "{{survivor}} discards one Equipment card for the Wound: {{cards}}",
      "event.EquipmentDiscarded": "{{survivor}} is gone: the equipment left behind is discarded ({{cards}})",
      "refusal.card_not_to_discard": "That card is not one of the cards this survivor may discard.",
      "refusal.wounded_card_not_in_hand":
        "A Wounded card keeps its reserve slot and never goes to a Hand: the reserve has fewer free slots.",
    },
    "pt-BR": {
      name: "Cartas de Ferimento",
      summary: "Cada Ferimento custa uma carta de Equipamento à escolha do jogador.",
      "command.woundDiscard": "Ferido: descartar {{card}}",
      "decision.woundDiscard": "Ferido: a carta de Equipamento descartada",
      "details.woundDiscard": "{{survivor}} descarta uma carta de Equipamento pelo Ferimento: {{cards}}",
      "event.EquipmentDiscarded": "{{survivor}} se foi: o equipamento que deixou é descartado ({{cards}})",
      "refusal.card_not_to_discard": "Essa carta não é uma das que este Sobrevivente pode descartar.",
      "refusal.wounded_card_not_in_hand":
        "A carta de Ferimento fica no seu espaço da reserva e nunca vai para uma Mão: a reserva tem menos espaços livres.",
    },
  },
};
