import { rulesOf } from "../../kernel/registry.ts";
import type { CardUid } from "../cards.ts";
import { backpackSize, bodyRefusal, inventoryOf, type Layout } from "../inventory.ts";
import { takesTurns } from "../survivors.ts";
import type { SurvivorState, ZombicideState } from "../types.ts";
import type { ReorganizeCommand } from "./reorganize.ts";

/**
 * Every Reorganize and Trade a survivor is offered, before the modules' layout rules: its own layouts, then its
 * Trades with each survivor in its zone, in the survivors' order.
 */
export function layoutsOf(state: ZombicideState, s: SurvivorState): readonly ReorganizeCommand[] {
  const mySlots = backpackSize(s, state);
  const own = ownLayouts(state, s, mySlots);
  const mates = partners(state, s);
  if (mates.length === 0) return own;
  const out = own.slice();
  for (const o of mates) pushAll(out, tradesWith(state, s, mySlots, o));
  return out;
}

/**
 * The last list made for each survivor (its own layouts) and for each pair of survivors (their Trades), with
 * what it was made of: the same inputs make the same list. `legal` asks after every command, and most commands
 * change no inventory (states share the Hands and Backpack arrays of an inventory nobody touched). The commands
 * are shared between the lists, which nobody changes. Plain `Map`s by survivor id, not `WeakMap`s by inventory:
 * many short-lived weak keys slow down every young-generation collection.
 */
const ownMade = new Map<string, OwnMade>();
/** Survivors kept at most (a server's rooms play many): a map starts again when full. */
const LISTS_KEPT = 2048;
const tradesMade = new Map<string, Map<string, TradesMade>>();

interface OwnMade {
  readonly catalog: ZombicideState["survivorCatalog"];
  readonly card: SurvivorState["card"];
  readonly hands: SurvivorState["hands"];
  readonly backpack: SurvivorState["backpack"];
  readonly body: SurvivorState["body"];
  readonly slots: number;
  readonly bodySlot: boolean;
  readonly out: readonly ReorganizeCommand[];
}

interface TradesMade {
  readonly mine: readonly [SurvivorState["hands"], SurvivorState["backpack"], number];
  readonly theirs: readonly [SurvivorState["hands"], SurvivorState["backpack"], number];
  readonly out: readonly ReorganizeCommand[];
}

/** The survivor's own layouts: swaps between Hands and Backpack, a discard from an over-full Backpack, the Body slot. */
function ownLayouts(state: ZombicideState, s: SurvivorState, mySlots: number): readonly ReorganizeCommand[] {
  const bodySlot = rulesOf(state).profile.base.bodySlot === true;
  const known = ownMade.get(s.id);
  if (
    known &&
    known.catalog === state.survivorCatalog &&
    known.card === s.card &&
    known.hands === s.hands &&
    known.backpack === s.backpack &&
    known.body === s.body &&
    known.slots === mySlots &&
    known.bodySlot === bodySlot
  )
    return known.out;
  const out: ReorganizeCommand[] = [];
  for (const mine of swaps(s))
    if (fits(mine, mySlots)) out.push({ type: "reorganize", survivor: s.id, mine });
  // An over-full Backpack: a card may be discarded to make room (§1 Inventory: discarding is free).
  if (s.backpack.length > mySlots)
    for (const u of s.backpack) out.push({ type: "reorganize", survivor: s.id, mine: remove(s, u) });
  // A Body slot (the profile's): a card that may go there is put on when the slot is empty.
  if (bodySlot && !s.body)
    for (const u of inventoryOf(s)) {
      if (bodyRefusal(state, s, u) !== null) continue;
      const mine = { ...remove(s, u), body: u };
      if (fits(mine, mySlots)) out.push({ type: "reorganize", survivor: s.id, mine });
    }
  if (ownMade.size >= LISTS_KEPT) ownMade.clear();
  ownMade.set(s.id, {
    catalog: state.survivorCatalog,
    card: s.card,
    hands: s.hands,
    backpack: s.backpack,
    body: s.body,
    slots: mySlots,
    bodySlot,
    out,
  });
  return out;
}

/** Trades with `o`: one card handed over to the other survivor's first free slot (a Hand first), either way. */
function tradesWith(
  state: ZombicideState,
  s: SurvivorState,
  mySlots: number,
  o: SurvivorState,
): readonly ReorganizeCommand[] {
  const theirSlots = backpackSize(o, state);
  let withMates = tradesMade.get(s.id);
  if (!withMates) {
    if (tradesMade.size >= LISTS_KEPT) tradesMade.clear();
    withMates = new Map();
    tradesMade.set(s.id, withMates);
  }
  const known = withMates.get(o.id);
  if (
    known &&
    known.mine[0] === s.hands &&
    known.mine[1] === s.backpack &&
    known.mine[2] === mySlots &&
    known.theirs[0] === o.hands &&
    known.theirs[1] === o.backpack &&
    known.theirs[2] === theirSlots
  )
    return known.out;
  const out: ReorganizeCommand[] = [];
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
    if (fits(theirs, theirSlots)) out.push({ type: "reorganize", survivor: s.id, mine, with: o.id, theirs });
  }
  withMates.set(o.id, {
    mine: [s.hands, s.backpack, mySlots],
    theirs: [o.hands, o.backpack, theirSlots],
    out,
  });
  return out;
}

/** Only layouts the Backpacks can hold: a rule may have left one over-full (a starting card on top of kept ones). */
function fits(l: Layout, slots: number): boolean {
  return l.backpack.length <= slots;
}

function pushAll<T>(out: T[], items: readonly T[]): void {
  for (let i = 0; i < items.length; i++) out.push(items[i] as T);
}

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
