import { ok } from "@horda/table";
import { z } from "zod";
import { rulesOf } from "../../kernel/registry.ts";
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
  out: ReorganizeCommand[],
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
    const out: ReorganizeCommand[] = [];
    const mySlots = backpackSize(s, state);
    // Only layouts the Backpacks can hold: a rule may have left one over-full (a starting card on top of kept ones).
    const fits = (l: Layout, slots: number) => l.backpack.length <= slots;
    for (const mine of swaps(s))
      if (fits(mine, mySlots)) out.push({ type: "reorganize", survivor: s.id, mine });
    // An over-full Backpack: a card may be discarded to make room (§1 Inventory: discarding is free).
    if (s.backpack.length > mySlots)
      for (const u of s.backpack) out.push({ type: "reorganize", survivor: s.id, mine: remove(s, u) });
    // A Body slot (the profile's): a card that may go there is put on when the slot is empty.
    if (rulesOf(state).profile.base.bodySlot && !s.body)
      for (const u of inventoryOf(s)) {
        if (bodyRefusal(state, s, u) !== null) continue;
        const mine = { ...remove(s, u), body: u };
        if (fits(mine, mySlots)) out.push({ type: "reorganize", survivor: s.id, mine });
      }
    const mates = partners(state, s);
    if (mates.length === 0) return allowedLayouts(state, s, out);
    // Trades: hand one card over to the other survivor's free slot (a Hand first), either way.
    for (const o of mates) {
      const theirSlots = backpackSize(o, state);
      for (const u of inventoryOf(s)) {
        const theirs = place(o, u, theirSlots);
        if (!theirs || !fits(theirs, theirSlots)) continue;
        const mine = remove(s, u);
        if (fits(mine, mySlots)) out.push({ type: "reorganize", survivor: s.id, mine, with: o.id, theirs });
      }
      for (const u of inventoryOf(o)) {
        const mine = place(s, u, mySlots);
        if (!mine || !fits(mine, mySlots)) continue;
        const theirs = remove(o, u);
        if (fits(theirs, theirSlots))
          out.push({ type: "reorganize", survivor: s.id, mine, with: o.id, theirs });
      }
    }
    return allowedLayouts(state, s, out);
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

function partners(state: ZombicideState, s: SurvivorState): SurvivorState[] {
  return state.survivors.filter((o) => o.id !== s.id && takesTurns(o) && o.zone === s.zone);
}

/** Own reorganisations, as layouts: swap the two Hands, or a Hand with a Backpack card. */
function swaps(s: SurvivorState): Layout[] {
  const out: Layout[] = [];
  const [h0, h1] = s.hands;
  if (h0 !== h1) out.push({ hands: [h1, h0], backpack: [...s.backpack] });
  for (let h = 0; h < 2; h++)
    for (let i = 0; i < s.backpack.length; i++) {
      const b = s.backpack[i] as CardUid;
      const held = s.hands[h] ?? null;
      const hands: [CardUid | null, CardUid | null] = h === 0 ? [b, h1] : [h0, b];
      const backpack = [...s.backpack];
      if (held === null) backpack.splice(i, 1);
      else backpack[i] = held;
      out.push({ hands, backpack });
    }
  return out;
}

/** The survivor's layout without card `u`. */
function remove(s: SurvivorState, u: CardUid): Layout {
  return {
    hands: [s.hands[0] === u ? null : s.hands[0], s.hands[1] === u ? null : s.hands[1]],
    backpack: s.backpack.filter((b) => b !== u),
  };
}

/** The survivor's layout with card `u` in its first free slot (a Hand first), or null when it has none. */
function place(s: SurvivorState, u: CardUid, backpackSlots: number): Layout | null {
  const [h0, h1] = s.hands;
  if (h0 === null) return { hands: [u, h1], backpack: [...s.backpack] };
  if (h1 === null) return { hands: [h0, u], backpack: [...s.backpack] };
  if (s.backpack.length < backpackSlots) return { hands: [h0, h1], backpack: [...s.backpack, u] };
  return null;
}
