import { ok } from "@horda/table";
import { z } from "zod";
import { actionsAvailable } from "../../../game/actions/availability.ts";
import type { ActionModule } from "../../../game/actions/module.ts";
import { type CardUid, cardData, cardOf, pickCards } from "../../../game/cards.ts";
import { survivorRange } from "../../../game/combat/start.ts";
import { keepCardsDecision } from "../../../game/decisions.ts";
import { deckLabel, discardCards, drawCard } from "../../../game/equipment-decks.ts";
import { refuse } from "../../../game/errors.ts";
import type { ZombicideEvent } from "../../../game/events.ts";
import { aaahh } from "../../../game/found-cards.ts";
import { heldCards, inventoryOf } from "../../../game/inventory.ts";
import { recordUse, takeFreeAction } from "../../../game/skills/free-actions.ts";
import { inPlay, replaceSurvivor, survivorById } from "../../../game/survivors.ts";
import { activate } from "../../../game/turns.ts";
import type { SurvivorState, ZombicideState } from "../../../game/types.ts";
import { payAction } from "../../../kernel/pay.ts";
import { rulesOf } from "../../../kernel/registry.ts";

export const TRANSMUTATION_RULE =
  "black-plague §14.3 Transmutation (Horda's reading, the card's text was not found: the target discards an Equipment card of its choice and draws a new one, kept or discarded freely; unverified)";
const ENCHANTMENT_RULE = "black-plague §4 Enchantment Action (a target in sight; each copy once per Turn)";

const id = z.string().min(1).max(64);
const schema = z.strictObject({
  type: z.literal("transmute"),
  survivor: id,
  /** The Transmutation card in a Hand: a card id or a uid. */
  card: id,
  /** The Survivor it is cast on (the caster may target himself). */
  target: id,
  /** The card of the target's inventory that is discarded: a card id or a uid. */
  discard: id,
});
export type TransmuteCommand = z.infer<typeof schema>;

const useOf = (uid: CardUid) => `enchant:${uid}`;

function castThisTurn(state: ZombicideState, s: SurvivorState, uid: CardUid): boolean {
  return state.turn.active === s.id && (s.skillUses ?? []).includes(useOf(uid));
}

/** The Transmutation cards in the survivor's Hands not cast this Turn. */
function ready(state: ZombicideState, s: SurvivorState): CardUid[] {
  return heldCards(s, state).filter(
    (u) => cardData(state, u)?.enchantment === "transmutation" && !castThisTurn(state, s, u),
  );
}

/** Cards of the target's inventory (Hands and Backpack) it may give up: never the Transmutation being cast. */
function discardable(target: SurvivorState, cast: CardUid): CardUid[] {
  return inventoryOf(target).filter((u) => u !== cast);
}

function targetRefusal(state: ZombicideState, s: SurvivorState, target: string): string | null {
  const t = survivorById(state, target);
  if (!t || !inPlay(t)) return `there is no Survivor ${target} in play`;
  const range = survivorRange(state, s, t.zone);
  if (range === null || range < 0) return `${s.name} cannot see ${t.name}`;
  return null;
}

/** The found card: an Aaahh!! brings its Walker into the target's Zone; anything else is offered to keep. */
function drawFor(state: ZombicideState, target: SurvivorState, events: ZombicideEvent[]): ZombicideState {
  const [uid, drawn] = drawCard(state, "equipmentDeck", events);
  if (uid === null) {
    events.push({
      type: "SearchEnded",
      survivor: target.id,
      why: "the deck is empty",
      rule: TRANSMUTATION_RULE,
    });
    return drawn;
  }
  events.push({
    type: "CardDrawn",
    survivor: target.id,
    deck: deckLabel("equipmentDeck"),
    card: cardOf(uid),
    uid,
    rule: TRANSMUTATION_RULE,
  });
  const next = rulesOf(drawn).hooks.cardDrawn(
    { survivor: target.id, deck: "equipmentDeck", uid, events },
    drawn,
  );
  if (cardData(next, uid)?.kind === "aaahh") return aaahh(next, target.id, uid, events);
  return keepCardsDecision.raise(next, target.seat, { survivor: target.id, cards: [uid], free: true });
}

/**
 * Transmutation (Wulfsburg): an Enchantment Action (its free Actions pay for it, each copy once per Turn, a
 * target in sight, the caster included). The target gives up a card of its choice and draws a new Equipment card.
 */
export const transmute: ActionModule<TransmuteCommand> = {
  type: "transmute",
  schema,
  kind: "survivor",
  legal(state, _seat, s) {
    if (!s || actionsAvailable(state, s, "enchantment") < 1) return [];
    const out: TransmuteCommand[] = [];
    for (const uid of ready(state, s))
      for (const t of state.survivors) {
        if (targetRefusal(state, s, t.id) !== null) continue;
        for (const d of new Set(discardable(t, uid).map(cardOf)))
          out.push({ type: "transmute", survivor: s.id, card: cardOf(uid), target: t.id, discard: d });
      }
    return out;
  },
  apply(state, _seat, cmd) {
    const s0 = survivorById(state, cmd.survivor) as SurvivorState;
    const picked = pickCards(ready(state, s0), [cmd.card]);
    if (!picked.ok)
      return refuse("no_enchantment", ENCHANTMENT_RULE, `${s0.name} holds no Transmutation ready in a Hand`);
    const uid = picked.picks[0] as CardUid;
    const no = targetRefusal(state, s0, cmd.target);
    if (no) return refuse("cannot_enchant", ENCHANTMENT_RULE, no);
    const t0 = survivorById(state, cmd.target) as SurvivorState;
    const gone = pickCards(discardable(t0, uid), [cmd.discard]);
    if (!gone.ok)
      return refuse("cannot_enchant", TRANSMUTATION_RULE, `${t0.name} holds no "${cmd.discard}" to give up`);
    const lost = gone.picks[0] as CardUid;
    const events: ZombicideEvent[] = [];
    let next = takeFreeAction(activate(state, s0.id), s0.id, "enchantment", events);
    if ((survivorById(next, s0.id) as SurvivorState).actionsLeft < 1)
      return refuse("not_enough_actions", ENCHANTMENT_RULE, `${s0.name} has no Action left`);
    next = recordUse(next, s0.id, useOf(uid));
    events.push({
      type: "EnchantmentCast",
      survivor: s0.id,
      card: uid,
      target: t0.id,
      rule: ENCHANTMENT_RULE,
    });
    const t = survivorById(next, t0.id) as SurvivorState;
    next = replaceSurvivor(next, {
      ...t,
      hands: t.hands.map((u) => (u === lost ? null : u)) as [CardUid | null, CardUid | null],
      backpack: t.backpack.filter((u) => u !== lost),
    });
    next = discardCards(next, [lost]);
    events.push({ type: "CardTransmuted", survivor: t.id, card: cardOf(lost), rule: TRANSMUTATION_RULE });
    next = drawFor(next, survivorById(next, t.id) as SurvivorState, events);
    return ok({ state: payAction(next, s0.id, 1, events), events });
  },
};
