import { ok } from "@horda/table";
import { z } from "zod";
import type { ActionModule } from "../../../game/actions/module.ts";
import { type CardUid, cardData, cardOf } from "../../../game/cards.ts";
import { refuse } from "../../../game/errors.ts";
import type { ZombicideEvent } from "../../../game/events.ts";
import { inventoryOf } from "../../../game/inventory.ts";
import { replaceSurvivor, survivorById } from "../../../game/survivors.ts";
import { activate } from "../../../game/turns.ts";
import type { SurvivorState, ZombicideState } from "../../../game/types.ts";
import { loseCards } from "../../advanced/lose-cards.ts";

export const MATE_TEA = "mate-tea" as const;
export const MATE_TEA_RULE = "rio Equipment: Mate Tea (discard it: the survivor gains 2 extra Actions)";
/** The Actions a Mate Tea gives. */
const EXTRA_ACTIONS = 2;

const schema = z.strictObject({
  type: z.literal("drinkMateTea"),
  survivor: z.string().min(1).max(64),
});
export type DrinkMateTeaCommand = z.infer<typeof schema>;

const mateTeaOf = (state: ZombicideState, s: SurvivorState): CardUid | undefined =>
  inventoryOf(s).find((u) => cardData(state, u)?.traits?.includes(MATE_TEA));

/**
 * Mate Tea (Rio Z Janeiro): the survivor discards it from anywhere in its inventory, during its own Turn, and
 * gains 2 extra Actions this Turn. Reading taken: like any discard it costs no Action (?).
 */
export const drinkMateTea: ActionModule<DrinkMateTeaCommand> = {
  type: "drinkMateTea",
  schema,
  kind: "survivor",
  legal(state, _seat, s) {
    return s && mateTeaOf(state, s) !== undefined ? [{ type: "drinkMateTea" as const, survivor: s.id }] : [];
  },
  apply(state, _seat, cmd) {
    const s0 = survivorById(state, cmd.survivor) as SurvivorState;
    const card = mateTeaOf(state, s0);
    if (!card) return refuse("no_mate_tea", MATE_TEA_RULE, `${s0.name} carries no Mate Tea`);
    let next = activate(state, s0.id);
    const s = survivorById(next, s0.id) as SurvivorState;
    next = loseCards(next, s, [card]);
    const after = survivorById(next, s0.id) as SurvivorState;
    next = replaceSurvivor(next, { ...after, actionsLeft: after.actionsLeft + EXTRA_ACTIONS });
    const events: ZombicideEvent[] = [
      {
        type: "MateTeaDrunk",
        survivor: s0.id,
        card: cardOf(card),
        actions: EXTRA_ACTIONS,
        rule: MATE_TEA_RULE,
      },
    ];
    return ok({ state: next, events });
  },
};
