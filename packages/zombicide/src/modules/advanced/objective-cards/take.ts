import type { ZombicideEvent } from "../../../game/events.ts";
import type { ZombicideState } from "../../../game/types.ts";
import { DOOR_CARD_RULE, isRead, OBJECTIVE_CARD_RULE, revealCard } from "./reveal.ts";
import { objectiveCardsSlice } from "./state.ts";

/**
 * After each command: a card whose objective token was taken (Take an Objective) or whose door was opened is
 * read, in the order the command's events tell. The mission's own special rules have read the same events.
 */
export function takeCards(applied: {
  readonly state: ZombicideState;
  readonly events: readonly ZombicideEvent[];
}): { readonly state: ZombicideState; readonly events: readonly ZombicideEvent[] } {
  const set = objectiveCardsSlice.read(applied.state).set;
  if (!set) return applied;
  let state = applied.state;
  // An Objective that is a card is taken by the Objective cards' rule (no AP unless the card says), not the core's.
  const out = applied.events.map((e) =>
    e.type === "ObjectiveTaken" && set.cards.some((c) => c.token === e.token)
      ? { ...e, rule: OBJECTIVE_CARD_RULE }
      : e,
  );
  for (const e of applied.events) {
    const card =
      e.type === "ObjectiveTaken"
        ? set.cards.find((c) => c.token === e.token)
        : e.type === "DoorOpened"
          ? set.cards.find((c) => c.door === e.door)
          : undefined;
    if (!card || isRead(state, card.id) || state.turn.phase === "over") continue;
    const rule = e.type === "DoorOpened" ? DOOR_CARD_RULE : OBJECTIVE_CARD_RULE;
    state = revealCard(state, card, (e as { survivor: string }).survivor, rule, out);
  }
  return { state, events: out };
}
