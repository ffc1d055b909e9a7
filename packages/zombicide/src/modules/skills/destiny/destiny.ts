import { ok } from "@horda/table";
import { z } from "zod";
import type { ActionModule } from "../../../game/actions/module.ts";
import { cardData, cardOf } from "../../../game/cards.ts";
import { keepCardsDecision } from "../../../game/decisions.ts";
import { discardCards, drawCard } from "../../../game/equipment-decks.ts";
import { RULES, refuse } from "../../../game/errors.ts";
import type { ZombicideEvent } from "../../../game/events.ts";
import { aaahh, KEEP_CARDS } from "../../../game/found-cards.ts";
import { hasSkill } from "../../../game/skills/effects.ts";
import { recordUse, usedThisTurn } from "../../../game/skills/free-actions.ts";
import { survivorById } from "../../../game/survivors.ts";
import { spend } from "../../../game/turns.ts";
import type { SurvivorState, ZombicideState } from "../../../game/types.ts";
import { dropDecision, findDecision } from "../../../kernel/decisions.ts";
import { settle } from "../../../kernel/resume.ts";
import { RULE } from "./rule.ts";

const schema = z.strictObject({
  type: z.literal("destiny"),
  /** The card just drawn to give back (card id or uid). */
  card: z.string().min(1).max(64),
  decision: z.string().max(32).optional(),
});
export type DestinyCommand = z.infer<typeof schema>;

function offerOf(state: ZombicideState, seat: string, id?: string) {
  const d = findDecision(state, seat, KEEP_CARDS, id);
  if (!d) return null;
  const o = keepCardsDecision.options(d);
  const s = survivorById(state, o.survivor) as SurvivorState;
  if (!hasSkill(s, "destiny", state) || usedThisTurn(state, s, "destiny") > 0) return null;
  return { d, o, s };
}

/**
 * Destiny (§10): once per Turn, a card just drawn (offered by a Search or a crate) goes to the discard pile and
 * another is drawn from the same deck; an Aaahh!! drawn this way acts as usual.
 */
export const destiny: ActionModule<DestinyCommand> = {
  type: "destiny",
  schema,
  kind: "decision",
  legal(state, seat) {
    const found = offerOf(state, seat);
    if (!found) return [];
    return [...new Set(found.o.cards.map(cardOf))].map((card) => ({ type: "destiny" as const, card }));
  },
  apply(state, seat, cmd) {
    const found = offerOf(state, seat, cmd.decision);
    if (!found)
      return refuse("no_destiny", RULE, `${seat} has no card just drawn by a survivor with Destiny left`);
    const { d, o, s } = found;
    const uid = o.cards.find((u) => u === cmd.card) ?? o.cards.find((u) => cardOf(u) === cmd.card);
    if (!uid) return refuse("no_such_card", RULES.decision, `"${cmd.card}" was not just drawn`);
    const events: ZombicideEvent[] = [{ type: "SkillUsed", survivor: s.id, skill: "destiny", rule: RULE }];
    const deck = uid.includes("#x") ? "epicDeck" : "equipmentDeck";
    let next = discardCards(recordUse(state, s.id, "destiny"), [uid]);
    const [drawn, after] = drawCard(next, deck, events);
    next = after;
    let cards = o.cards.filter((u) => u !== uid);
    if (drawn !== null) {
      events.push({
        type: "CardDrawn",
        survivor: s.id,
        deck: deck === "epicDeck" ? "epic" : "equipment",
        card: cardOf(drawn),
        uid: drawn,
        rule: RULE,
      });
      if (cardData(next, drawn)?.kind === "aaahh") next = aaahh(next, s.id, drawn, events);
      else cards = [...cards, drawn];
    }
    next = dropDecision(next, d.id);
    if (cards.length === 0)
      return ok({ state: o.free ? settle(next, events) : spend(next, s.id, 1, events), events });
    next = { ...next, pending: [...next.pending, { ...d, options: { ...o, cards } as never }] };
    return ok({ state: next, events });
  },
};
