/**
 * Inventory slots as the table lays them out: each survivor's two Hands, its Body slot when the rules give one
 * (Black Plague), and Backpack slots (3, 5 with Hoard), empty slots included, so a card can be moved onto any of
 * them. Pure functions over plain data.
 */
export type SlotArea = "hand" | "body" | "backpack";

export interface SlotRef {
  /** The survivor whose inventory holds the slot. */
  readonly owner: string;
  readonly area: SlotArea;
  readonly index: number;
}

/** One survivor's slots: card uids or null for an empty slot; the Backpack padded to its size. */
export interface Grid {
  readonly hands: readonly [string | null, string | null];
  /** The Body slot's card or null; absent when the rules give no Body slot. */
  readonly body?: string | null;
  readonly backpack: readonly (string | null)[];
  /** Backpack slots a rule fills (a classic Wounded card's), drawn after the others and never a card's. */
  readonly taken?: number;
}

export type Grids = Readonly<Record<string, Grid>>;

/** The engine's layout shape (`reorganize` command): Hands by slot, the Backpack as a list. */
export interface Layout {
  readonly hands: [string | null, string | null];
  readonly backpack: string[];
  /** The Body slot (only when the rules give one): its card, or null to take it off. */
  readonly body?: string | null;
}

interface Holder {
  readonly hands: readonly [string | null, string | null];
  readonly backpack: readonly string[];
  readonly skills: readonly string[];
  readonly body?: string | null;
}

/** Backpack slots: 3, plus 2 with Hoard (the engine's rule, mirrored for drawing the empty slots). */
export function backpackSlots(skills: readonly string[]): number {
  return 3 + (skills.includes("hoard") ? 2 : 0);
}

/**
 * A survivor's slots; `bodySlot`: the rules give a Body slot (the profile's `base.bodySlot`); `reserve`: the engine's
 * reading of its Backpack (`backpackReading`: slots free for cards, slots a rule fills), else 3 (5 with Hoard).
 */
export function gridOf(
  s: Holder,
  bodySlot = false,
  reserve?: { readonly slots: number; readonly taken: number },
): Grid {
  const size = Math.max(reserve?.slots ?? backpackSlots(s.skills), s.backpack.length);
  return {
    hands: [s.hands[0], s.hands[1]],
    ...(bodySlot ? { body: s.body ?? null } : {}),
    backpack: Array.from({ length: size }, (_, i) => s.backpack[i] ?? null),
    ...(reserve && reserve.taken > 0 ? { taken: reserve.taken } : {}),
  };
}

export const slotKey = (r: SlotRef) => `${r.owner}:${r.area}:${r.index}`;

export function sameSlot(a: SlotRef, b: SlotRef): boolean {
  return a.owner === b.owner && a.area === b.area && a.index === b.index;
}

export function cardAt(grids: Grids, r: SlotRef): string | null {
  const g = grids[r.owner];
  if (!g) return null;
  if (r.area === "body") return g.body ?? null;
  return (r.area === "hand" ? g.hands[r.index] : g.backpack[r.index]) ?? null;
}

function put(g: Grid, r: SlotRef, card: string | null): Grid {
  if (r.area === "hand") return { ...g, hands: r.index === 0 ? [card, g.hands[1]] : [g.hands[0], card] };
  if (r.area === "body") return { ...g, body: card };
  return { ...g, backpack: g.backpack.map((c, i) => (i === r.index ? card : c)) };
}

/** Moves the card of `from` onto `to`; a card already there goes back to `from` (a swap). */
export function moveCard(grids: Grids, from: SlotRef, to: SlotRef): Grids {
  const a = cardAt(grids, from);
  if (a === null || sameSlot(from, to)) return grids;
  const b = cardAt(grids, to);
  const next: Record<string, Grid> = { ...grids };
  next[from.owner] = put(next[from.owner] as Grid, from, b);
  next[to.owner] = put(next[to.owner] as Grid, to, a);
  return next;
}

/** The layout a `reorganize` command carries for one grid. */
export function layoutOf(g: Grid): Layout {
  const backpack = g.backpack.filter((c): c is string => c !== null);
  return g.body === undefined
    ? { hands: [g.hands[0], g.hands[1]], backpack }
    : { hands: [g.hands[0], g.hands[1]], body: g.body, backpack };
}

/** Whether two grids hold the same cards in the same Hands and Backpack (Backpack order does not matter). */
export function sameInventory(a: Grid, b: Grid): boolean {
  const bag = (g: Grid) => layoutOf(g).backpack.sort().join(" ");
  return (
    a.hands[0] === b.hands[0] &&
    a.hands[1] === b.hands[1] &&
    (a.body ?? null) === (b.body ?? null) &&
    bag(a) === bag(b)
  );
}
