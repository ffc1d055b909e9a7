import { ok } from "@horda/table";
import { z } from "zod";
import { type CardUid, cardOf } from "../cards.ts";
import { discardCards } from "../equipment-decks.ts";
import { RULES, refuse } from "../errors.ts";
import type { ZombicideEvent } from "../events.ts";
import {
  type Arranged,
  arrange,
  backpackSize,
  bodyPool,
  bodyRefusal,
  inventoryOf,
  type Layout,
  layoutRefusal,
  layoutSchema,
} from "../inventory.ts";
import { replaceSurvivor, survivorById, takesTurns } from "../survivors.ts";
import { activate, spend } from "../turns.ts";
import type { SurvivorState, ZombicideState } from "../types.ts";
import { actionsAvailable } from "./availability.ts";
import type { ActionModule } from "./module.ts";
import { layoutsOf } from "./reorganize-layouts.ts";

const schema = z.strictObject({
  type: z.literal("reorganize"),
  survivor: z.string().min(1).max(64),
  /** The acting survivor's whole inventory afterwards. */
  mine: layoutSchema,
  /** Trade: the one other survivor in the zone, and its whole inventory afterwards. */
  with: z.string().min(1).max(64).optional(),
  theirs: layoutSchema.optional(),
});
export type ReorganizeCommand = z.infer<typeof schema>;

/**
 * Reorganize/Trade (§5) as one command carrying both inventories as they end up: a UI lets the two players
 * lay the cards out, then sends the result. Trades need not be even; cards left out are discarded.
 */
/** The layouts no module refuses (the `layoutRefused` hook: a Broken Arm allows one weapon in Hand), both sides of a Trade. */
function allowedLayouts(
  state: ZombicideState,
  s: SurvivorState,
  out: readonly ReorganizeCommand[],
): ReorganizeCommand[] {
  return out.filter((c) => {
    if (layoutRefusal(state, s, c.mine) !== null) return false;
    const other = c.with === undefined ? undefined : survivorById(state, c.with);
    return !other || !c.theirs || layoutRefusal(state, other, c.theirs) === null;
  });
}

export const reorganize: ActionModule<ReorganizeCommand> = {
  type: "reorganize",
  schema,
  kind: "survivor",
  legal(state, _seat, s) {
    if (!s || actionsAvailable(state, s) < 1) return [];
    return allowedLayouts(state, s, layoutsOf(state, s));
  },
  apply(state, _seat, cmd) {
    const s0 = survivorById(state, cmd.survivor) as SurvivorState;
    let other: SurvivorState | undefined;
    if (cmd.with !== undefined || cmd.theirs !== undefined) {
      other = cmd.with === undefined ? undefined : survivorById(state, cmd.with);
      if (!other || !cmd.theirs || other.id === s0.id || !takesTurns(other) || other.zone !== s0.zone)
        return refuse(
          "no_trade_partner",
          RULES.trade,
          `a Trade needs one other survivor in ${s0.zone} and its layout`,
        );
    }
    // A module's rule on how an inventory may be laid out (a classic Wounded card keeps its reserve slot).
    const sides: [SurvivorState, Layout][] = [[s0, cmd.mine]];
    if (other && cmd.theirs) sides.push([other, cmd.theirs]);
    for (const [who, layout] of sides) {
      const no = layoutRefusal(state, who, layout);
      if (no) return refuse(no.code, no.rule, no.why);
    }
    // A Body slot's card joins the pool only when a layout names the slot; otherwise it stays where it is.
    const pool = [
      ...bodyPool(s0, cmd.mine),
      ...inventoryOf(s0),
      ...(other ? [...bodyPool(other, cmd.theirs), ...inventoryOf(other)] : []),
    ];
    const mine = arrange(pool, cmd.mine, backpackSize(s0, state));
    if (!mine.ok) return refuse("bad_layout", RULES.inventory, `${s0.name}: ${mine.message}`);
    if (mine.arranged.body !== undefined) {
      const no = bodyRefusal(state, s0, mine.arranged.body);
      if (no) return refuse("bad_layout", RULES.inventory, `${s0.name}'s Body slot: ${no}`);
    }
    let discarded = mine.discarded;
    let theirs: Arranged | null = null;
    if (other && cmd.theirs) {
      const t = arrange(mine.discarded, cmd.theirs, backpackSize(other, state));
      if (!t.ok) return refuse("bad_layout", RULES.inventory, `${other.name}: ${t.message}`);
      theirs = t.arranged;
      discarded = t.discarded;
      if (theirs.body !== undefined) {
        const no = bodyRefusal(state, other, theirs.body);
        if (no) return refuse("bad_layout", RULES.inventory, `${other.name}'s Body slot: ${no}`);
      }
    }
    let next = activate(state, s0.id);
    const s = survivorById(next, s0.id) as SurvivorState;
    if (s.actionsLeft < 1) return refuse("not_enough_actions", RULES.actions, `${s.name} has no Action left`);
    const had = [...bodyPool(s0, cmd.mine), ...inventoryOf(s0)];
    const before = new Set(had);
    const nowMine = [mine.arranged.body ?? null, ...mine.arranged.hands, ...mine.arranged.backpack].filter(
      (u): u is CardUid => u !== null,
    );
    const events: ZombicideEvent[] = [
      {
        type: "InventoryReorganized",
        survivor: s.id,
        with: other?.id ?? null,
        given: had.filter((u) => !nowMine.includes(u) && !discarded.includes(u)).map(cardOf),
        received: nowMine.filter((u) => !before.has(u)).map(cardOf),
        discarded: discarded.map(cardOf),
        rule: RULES.trade,
      },
    ];
    next = replaceSurvivor(next, { ...s, ...mine.arranged });
    if (other && theirs)
      next = replaceSurvivor(next, { ...(survivorById(next, other.id) as SurvivorState), ...theirs });
    next = discardCards(next, discarded);
    return ok({ state: spend(next, s.id, 1, events), events });
  },
};
