import { ok } from "@horda/table";
import { z } from "zod";
import { gainAdrenaline } from "../adrenaline.ts";
import { type CardUid, cardData, cardName, cardOf, pickCards } from "../cards.ts";
import { discardCards } from "../equipment-decks.ts";
import { refuse } from "../errors.ts";
import type { ZombicideEvent } from "../events.ts";
import { inventoryOf } from "../inventory.ts";
import { replaceSurvivor, survivorById } from "../survivors.ts";
import { activate } from "../turns.ts";
import type { SurvivorState, ZombicideState } from "../types.ts";
import type { ActionModule } from "./module.ts";

export const EAT_RULE =
  "core-2e §9 Adrenaline (consuming food gives AP; 3 AP when the food card is discarded (?), unverified)";

const schema = z.strictObject({
  type: z.literal("eat"),
  survivor: z.string().min(1).max(64),
  card: z.string().min(1).max(64),
});
export type EatCommand = z.infer<typeof schema>;

const foodIn = (state: ZombicideState, s: SurvivorState): CardUid[] =>
  inventoryOf(s).filter((u) => cardData(state, u)?.kind === "food");

/**
 * Eating (§9, food cards (?)): the survivor discards a food card from anywhere in its inventory and earns the
 * card's AP (3 by the secondary source, marked unverified in the data). Reading taken: it is done like any
 * discard, for free (no Action), during the survivor's own Turn; a plain discard of food gives no AP.
 */
export const eat: ActionModule<EatCommand> = {
  type: "eat",
  schema,
  kind: "survivor",
  legal(state, _seat, s) {
    if (!s) return [];
    return [...new Set(foodIn(state, s).map(cardOf))].map((card) => ({
      type: "eat" as const,
      survivor: s.id,
      card,
    }));
  },
  apply(state, _seat, cmd) {
    const s0 = survivorById(state, cmd.survivor) as SurvivorState;
    const picked = pickCards(foodIn(state, s0), [cmd.card]);
    if (!picked.ok) return refuse("no_food", EAT_RULE, `${s0.name} carries no food card "${cmd.card}"`);
    const uid = picked.picks[0] as CardUid;
    const ap = cardData(state, uid)?.adrenaline ?? 0;
    let next = activate(state, s0.id);
    const s = survivorById(next, s0.id) as SurvivorState;
    next = replaceSurvivor(next, {
      ...s,
      hands: s.hands.map((u) => (u === uid ? null : u)) as [CardUid | null, CardUid | null],
      backpack: s.backpack.filter((u) => u !== uid),
    });
    next = discardCards(next, [uid]);
    const events: ZombicideEvent[] = [
      { type: "FoodEaten", survivor: s.id, card: cardOf(uid), uid, adrenaline: ap, rule: EAT_RULE },
    ];
    next = gainAdrenaline(next, s.id, ap, `ate ${cardName(state, uid)}`, events);
    return ok({ state: next, events });
  },
};
