import type { ObjectiveCard, ObjectiveCardEffect } from "@horda/content";
import { gainAdrenaline } from "../../../game/adrenaline.ts";
import type { ZombicideEvent } from "../../../game/events.ts";
import { drawFor } from "../../../game/found-cards.ts";
import { applyEffect } from "../../../game/mission/effects.ts";
import { survivorById, takesTurns } from "../../../game/survivors.ts";
import type { SurvivorState, ZombicideState } from "../../../game/types.ts";
import { decisionType } from "../../../kernel/decisions.ts";
import { objectiveCardsSlice } from "./state.ts";

export const OBJECTIVE_CARD_RULE =
  "Rio Z Janeiro / Fort Hendrix, Objective Cards (taken like Objective tokens, no AP unless stated, read to all; skills do not trigger on their effects)";
export const DOOR_CARD_RULE =
  "Fort Hendrix, Objective Cards (a card straddling a door is taken when the door opens)";

export interface ObjectiveChoiceOptions {
  readonly card: string;
  readonly survivor: string;
  readonly choices: readonly { readonly id: string; readonly text: ObjectiveCard["text"] }[];
}

/** The team's choice among an Objective card's options (the taker's player answers for the team). */
export const OBJECTIVE_CHOICE = decisionType<ObjectiveChoiceOptions>("objectiveChoice");

export function cardById(state: ZombicideState, id: string): ObjectiveCard | undefined {
  return objectiveCardsSlice.read(state).set?.cards.find((c) => c.id === id);
}

export function isRead(state: ZombicideState, id: string): boolean {
  return objectiveCardsSlice.read(state).read.some((r) => r.card === id);
}

/**
 * A survivor took a card (or a card leads to a Note): it is read to the table, its AP (if any) given, its
 * effects applied in order, then its options offered to the team (a pending decision).
 */
export function revealCard(
  state: ZombicideState,
  card: ObjectiveCard,
  survivor: string,
  rule: string,
  events: ZombicideEvent[],
): ZombicideState {
  if (isRead(state, card.id)) return state;
  const s = survivorById(state, survivor) as SurvivorState;
  const zone = card.note ? null : s.zone;
  events.push({
    type: "ObjectiveCardRevealed",
    survivor,
    card: card.id,
    number: card.number,
    note: card.note,
    zone,
    rule,
  });
  let next = objectiveCardsSlice.update(state, (o) => ({
    ...o,
    read: [...o.read, { card: card.id, survivor, round: state.turn.round }],
    ...(card.keepRevealed ? { revealed: [...o.revealed, card.id] } : {}),
  }));
  if (card.ap > 0) next = gainAdrenaline(next, survivor, card.ap, `Objective card #${card.number}`, events);
  next = applyCardEffects(next, card, card.do, survivor, events);
  if (card.choices.length > 0 && next.turn.phase !== "over")
    next = OBJECTIVE_CHOICE.raise(next, s.seat, {
      card: card.id,
      survivor,
      choices: card.choices.map((c) => ({ id: c.id, text: c.text })),
    });
  return next;
}

/** Applies a card's effects in order, as the mission's special rules would, and its own (Notes, keywords...). */
export function applyCardEffects(
  state: ZombicideState,
  card: ObjectiveCard,
  effects: readonly ObjectiveCardEffect[],
  survivor: string,
  events: ZombicideEvent[],
): ZombicideState {
  let next = state;
  const ruleId = `objective-card-${card.id}`;
  for (const e of effects) {
    if (next.turn.phase === "over") return next;
    next = applyOne(next, card, e, survivor, ruleId, events);
  }
  return next;
}

function applyOne(
  state: ZombicideState,
  card: ObjectiveCard,
  e: ObjectiveCardEffect,
  survivor: string,
  ruleId: string,
  events: ZombicideEvent[],
): ZombicideState {
  const round = state.turn.round;
  switch (e.effect) {
    case "readNote": {
      const note = cardById(state, e.note);
      return note ? revealCard(state, note, survivor, OBJECTIVE_CARD_RULE, events) : state;
    }
    case "gainKeyword": {
      events.push({
        type: "KeywordGained",
        id: e.keyword,
        survivor,
        card: card.id,
        rule: OBJECTIVE_CARD_RULE,
      });
      return objectiveCardsSlice.update(state, (o) =>
        o.keywords.includes(e.keyword) ? o : { ...o, keywords: [...o.keywords, e.keyword] },
      );
    }
    case "gainAchievement": {
      const who = e.who === "survivor" ? survivor : null;
      events.push({
        type: "AchievementGained",
        id: e.achievement,
        survivor: who,
        card: card.id,
        rule: OBJECTIVE_CARD_RULE,
      });
      return objectiveCardsSlice.update(state, (o) => ({
        ...o,
        achievements: [
          ...o.achievements,
          { id: e.achievement, survivor: who, round, source: `objective-card:${card.id}` },
        ],
      }));
    }
    case "gainCxp": {
      const to =
        e.to === "survivor" ? [survivor] : state.survivors.filter((s) => takesTurns(s)).map((s) => s.id);
      for (const id of to)
        events.push({
          type: "ExtraCxpGained",
          survivor: id,
          amount: e.amount,
          card: card.id,
          rule: OBJECTIVE_CARD_RULE,
        });
      return objectiveCardsSlice.update(state, (o) => {
        const cxp = { ...o.cxp };
        for (const id of to) cxp[id] = (cxp[id] ?? 0) + e.amount;
        return { ...o, cxp };
      });
    }
    case "drawEquipment":
      // Drawn by the card, not Searched: no Search skill (`searchCards`, `searchFound`...) acts on it.
      return drawFor(
        state,
        survivor,
        e.deck === "epic" ? "epicDeck" : "equipmentDeck",
        e.count,
        OBJECTIVE_CARD_RULE,
        events,
      );
    case "keepCompanions":
      return objectiveCardsSlice.update(state, (o) => ({ ...o, keepCompanions: true }));
    default:
      // The mission vocabulary (spawn, doors, counters, AP, messages, win/lose): placed without spawn reactions.
      return applyEffect(state, ruleId, e, { event: "objectiveTaken", actor: survivor }, events, () => {});
  }
}
