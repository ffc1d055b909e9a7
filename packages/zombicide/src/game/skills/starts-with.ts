import { type CardUid, cardOf } from "../cards.ts";
import { backpackSize } from "../inventory.ts";
import { replaceSurvivor, survivorById } from "../survivors.ts";
import type { Deck, SurvivorSetup, SurvivorState, ZombicideState } from "../types.ts";
import { effectsOfAll, skillsOf } from "./effects.ts";
import { giveStartingCard } from "./starting-card.ts";

/** Health given by a skill's `startsWith` effect (§10), read as the survivor's Health (?), or undefined. */
export function startingHealth(skills: readonly string[]): number | undefined {
  for (const e of effectsOfAll(skills))
    if (e.kind === "startsWith" && e.health !== undefined) return e.health;
  return undefined;
}

/**
 * Setup bonuses of §10 after the inventories and the Starting Equipment deal: a starting Health (unless the
 * setup gives the Health), 2 AP (unless the setup gives the AP) and a starting card (taken from the Equipment
 * draw pile if it is there, else a card of its own; first free Hand, then the Backpack). A shared setup bonus
 * (`sharesInZone`) gives them to the survivors starting in the holder's Zone.
 */
export function applyStartsWith(
  rules: { readonly profile: string; readonly modules: readonly string[] },
  survivors: readonly SurvivorState[],
  setups: readonly SurvivorSetup[],
  deck: Deck,
  newCard: (card: string) => CardUid,
): { survivors: SurvivorState[]; deck: Deck } {
  let draw = [...deck.draw];
  const out = survivors.map((s) => {
    let next = s;
    const setup = setups.find((o) => o.id === s.id);
    for (const e of effectsOfAll(skillsOf({ survivors }, s))) {
      if (e.kind !== "startsWith") continue;
      if (e.health !== undefined && setup?.health === undefined) next = { ...next, health: e.health };
      if (e.adrenaline !== undefined && setup?.adrenaline === undefined)
        next = { ...next, adrenaline: next.adrenaline + e.adrenaline };
      if (e.card !== undefined) {
        const i = draw.findIndex((u) => cardOf(u) === e.card);
        const uid = i >= 0 ? (draw[i] as CardUid) : newCard(e.card);
        if (i >= 0) draw = draw.filter((_, j) => j !== i);
        if (next.hands[0] === null) next = { ...next, hands: [uid, next.hands[1]] };
        else if (next.hands[1] === null) next = { ...next, hands: [next.hands[0], uid] };
        else if (next.backpack.length < backpackSize(next, { ...rules, survivors }))
          next = { ...next, backpack: [...next.backpack, uid] };
      }
    }
    return next;
  });
  return { survivors: out, deck: { ...deck, draw } };
}

/**
 * The setup bonuses of one skill given after the setup, at the game's start (a choice made then): its starting
 * Health, AP and card, given as the setup would have (the card from a draw pile that holds it, else its own).
 */
export function startsWithNow(state: ZombicideState, id: string, skill: string): ZombicideState {
  let next = state;
  for (const e of effectsOfAll([skill])) {
    if (e.kind !== "startsWith") continue;
    const s = survivorById(next, id) as SurvivorState;
    if (e.health !== undefined) next = replaceSurvivor(next, { ...s, health: e.health });
    if (e.adrenaline !== undefined)
      next = replaceSurvivor(next, { ...s, adrenaline: s.adrenaline + e.adrenaline });
    if (e.card !== undefined) next = giveStartingCard(next, id, e.card).state;
  }
  return next;
}
