import { z } from "zod";
import type { Refusal } from "../kernel/hooks.ts";
import { rulesOf } from "../kernel/registry.ts";
import { type CardUid, cardData, cardOf, pickCards } from "./cards.ts";
import { effectsOfAll, skillsOf } from "./skills/effects.ts";
import type { SurvivorState, ZombicideState } from "./types.ts";

/** What the Backpack's size reads: the game's rules and who stands where (a skill shared in the Zone). */
export interface BackpackState {
  readonly profile: string;
  readonly modules: readonly string[];
  readonly survivors: readonly SurvivorState[];
}

/**
 * Backpack slots: the profile's (`base.backpack`, 3 in 2e), plus those of the survivor's skills'
 * `backpackSlots` effects (§1 Inventory), a skill shared in its Zone included.
 */
export function backpackSize(s: SurvivorState, state: BackpackState): number {
  // A module may take slots away (a classic Wounded card fills one).
  return rulesOf(state).hooks.backpackSlots({ survivor: s }, ownBackpack(s, state));
}

/** The Backpack's slots before any module takes some away: the profile's and the skills'. */
function ownBackpack(s: SurvivorState, state: BackpackState): number {
  let slots = rulesOf(state).profile.base.backpack;
  for (const e of effectsOfAll(skillsOf(state, s))) if (e.kind === "backpackSlots") slots += e.slots;
  return slots;
}

/**
 * The survivor's Backpack as a table draws it: the slots free for cards (`backpackSize`) and those a module's
 * rule fills (a classic Wounded card's; 0 in most games).
 */
export function backpackReading(
  s: SurvivorState,
  state: BackpackState,
): { readonly slots: number; readonly taken: number } {
  const slots = backpackSize(s, state);
  return { slots, taken: Math.max(0, ownBackpack(s, state) - slots) };
}

const handsEverywhere = (skills: readonly string[]): boolean =>
  effectsOfAll(skills).some((e) => e.kind === "wholeInventoryInHand");

export function inventoryOf(s: SurvivorState): CardUid[] {
  return [...s.hands.filter((c): c is CardUid => c !== null), ...s.backpack];
}

export function handCards(s: SurvivorState): CardUid[] {
  return s.hands.filter((c): c is CardUid => c !== null);
}

/**
 * Cards that count as held in Hand: the Hands, or the whole inventory with a `wholeInventoryInHand` skill
 * (§10); with `state`, one shared with the survivor (`sharesInZone`) counts too.
 */
export function heldCards(
  s: SurvivorState,
  state?: { readonly survivors: readonly SurvivorState[] },
): CardUid[] {
  const skills = state ? skillsOf(state, s) : s.skills;
  if (handsEverywhere(skills)) return inventoryOf(s);
  const hands = handCards(s);
  const fields = carriedInHand(skills);
  if (fields.length === 0 || !state || !("survivorCatalog" in state) || s.backpack.length === 0) return hands;
  const full = state as Parameters<typeof cardData>[0];
  const carried = s.backpack.filter((u) => {
    const data = cardData(full, u) as Readonly<Record<string, unknown>> | undefined;
    return data !== undefined && fields.some((f) => data[f] !== undefined);
  });
  return carried.length === 0 ? hands : [...hands, ...carried];
}

/** The card fields whose cards count as held in Hand anywhere in the inventory (`carriedInHand` effects). */
function carriedInHand(skills: readonly string[]): readonly string[] {
  let out: readonly string[] = NONE;
  for (const e of effectsOfAll(skills)) if (e.kind === "carriedInHand") out = [...out, e.field];
  return out;
}

const NONE: readonly string[] = [];

/** Why a module refuses `layout` for the survivor (the `layoutRefused` hook), or null. */
export function layoutRefusal(state: ZombicideState, s: SurvivorState, layout: Layout): Refusal | null {
  return rulesOf(state).hooks.layoutRefused({ state, survivor: s, layout }) ?? null;
}

/** A layout as commands give it: the two Hand slots (card ids or uids, null for empty) and the Backpack. */
export const layoutSchema = z.strictObject({
  hands: z.tuple([z.string().min(1).max(64).nullable(), z.string().min(1).max(64).nullable()]),
  backpack: z.array(z.string().min(1).max(64)).max(9),
  /** The Body slot afterwards (null: empty); absent: it stays as it is. */
  body: z.string().min(1).max(64).nullable().optional(),
});
export type Layout = z.infer<typeof layoutSchema>;

export interface Arranged {
  readonly hands: readonly [CardUid | null, CardUid | null];
  readonly backpack: readonly CardUid[];
  /** Set when the layout named the Body slot. */
  readonly body?: CardUid | null;
}

/**
 * Places cards of `pool` as `layout` says; what the layout leaves out is discarded (a card may be discarded at
 * any time for free, §1 Inventory). Returns the arrangement and the discards, or why the layout is wrong.
 */
export function arrange(
  pool: readonly CardUid[],
  layout: Layout,
  backpackSlots: number,
): { ok: true; arranged: Arranged; discarded: CardUid[] } | { ok: false; message: string } {
  if (layout.backpack.length > backpackSlots)
    return { ok: false, message: `the Backpack holds ${backpackSlots} cards, not ${layout.backpack.length}` };
  const wanted = [
    ...(typeof layout.body === "string" ? [layout.body] : []),
    ...layout.hands.filter((c): c is string => c !== null),
    ...layout.backpack,
  ];
  const picked = pickCards(pool, wanted);
  if (!picked.ok) return { ok: false, message: `there is no card "${picked.missing}" to place` };
  const picks = [...picked.picks];
  const body = typeof layout.body === "string" ? (picks.shift() as CardUid) : null;
  const hands = layout.hands.map((c) => (c === null ? null : (picks.shift() as CardUid))) as [
    CardUid | null,
    CardUid | null,
  ];
  const backpack = picks;
  const kept = new Set([...hands, ...backpack, body]);
  const arranged: Arranged = layout.body === undefined ? { hands, backpack } : { hands, backpack, body };
  return { ok: true, arranged, discarded: pool.filter((u) => !kept.has(u)) };
}

/** Fills the hands first, then the backpack, in order; what does not fit is returned as overflow. */
export function placeInOrder(
  cards: readonly CardUid[],
  backpackSlots: number,
): Arranged & { overflow: CardUid[] } {
  const hands: [CardUid | null, CardUid | null] = [cards[0] ?? null, cards[1] ?? null];
  return {
    hands,
    backpack: cards.slice(2, 2 + backpackSlots),
    overflow: cards.slice(2 + backpackSlots),
  };
}

/** The layout of an arrangement as a command would give it (uids). */
export function layoutOf(a: Arranged): Layout {
  return {
    hands: [a.hands[0], a.hands[1]],
    backpack: [...a.backpack],
    ...(a.body !== undefined ? { body: a.body } : {}),
  };
}

/** The Body slot's card as a pool of cards to arrange: only when the layout names the slot. */
export function bodyPool(s: SurvivorState, layout: Layout | undefined): CardUid[] {
  return layout?.body !== undefined && s.body ? [s.body] : [];
}

/**
 * Why `uid` may not go in the survivor's Body slot (§ the profile's `base.bodySlot`): the profile gives none, or the
 * card is neither Armour nor of the class its ID card shows. Null: it may.
 */
export function bodyRefusal(
  state: Parameters<typeof cardData>[0],
  s: SurvivorState,
  uid: CardUid | null,
): string | null {
  if (!rulesOf(state).profile.base.bodySlot) return "these rules give no Body slot";
  if (uid === null) return null;
  const data = cardData(state, uid);
  if (data?.armour && !data.armour.shield) return null;
  const own = s.card === null ? undefined : state.survivorCatalog.survivors[s.card]?.bodySlot;
  if (own !== undefined && cardOf(uid) === own) return null;
  return `${data?.names.en ?? cardOf(uid)} is neither Armour nor ${s.name}'s Body item${own ? ` (${own})` : ""}`;
}

/** Cards whose effect works from anywhere in the inventory ("may be used in the Backpack"), or held in Hand. */
export function usableCards(state: Parameters<typeof cardData>[0], s: SurvivorState): CardUid[] {
  if (handsEverywhere(skillsOf(state, s))) return inventoryOf(s);
  return [
    ...handCards(s),
    ...s.backpack.filter((u) => cardData(state, u)?.traits?.includes("usable-in-backpack")),
  ];
}
