import { ok } from "@horda/table";
import { z } from "zod";
import { dropDecision, findDecision } from "../../kernel/decisions.ts";
import { settle } from "../../kernel/resume.ts";
import { type CardUid, cardOf } from "../cards.ts";
import { keepCardsDecision } from "../decisions.ts";
import { discardCards } from "../equipment-decks.ts";
import { RULES, refuse } from "../errors.ts";
import type { ZombicideEvent } from "../events.ts";
import { KEEP_CARDS } from "../found-cards.ts";
import {
  type Arranged,
  arrange,
  type BackpackState,
  backpackSize,
  bodyPool,
  bodyRefusal,
  inventoryOf,
  layoutOf,
  layoutRefusal,
  layoutSchema,
} from "../inventory.ts";
import { replaceSurvivor, survivorById } from "../survivors.ts";
import { spend } from "../turns.ts";
import type { SurvivorState, ZombicideState } from "../types.ts";
import type { ActionModule } from "./module.ts";

const schema = z.strictObject({
  type: z.literal("keepCards"),
  /** The whole inventory after the free reorganisation; found cards left out are discarded. */
  ...layoutSchema.shape,
  decision: z.string().max(32).optional(),
});
export type KeepCardsCommand = z.infer<typeof schema>;

/**
 * A few sensible answers (any other layout is a command too): each subset of the found cards put in free slots,
 * in the free Hands first (ready to use) or in the Backpack first (the Hands kept as they are); a found card
 * taking a Hand, the card there going to the Backpack while it has room (else discarded); and, only when no slot
 * is free, a found card taking a Backpack card's place. No answer throws away a held card while there is room
 * to keep it (a dog's card thrown away loses the dog).
 */
export function keepChoices(s: SurvivorState, found: readonly CardUid[], state: BackpackState): Arranged[] {
  const slots = backpackSize(s, state);
  const out: Arranged[] = [];
  const subsets = found.length === 2 ? [[], [found[0]], [found[1]], found] : [[], ...found.map((f) => [f])];
  for (const keep of subsets as CardUid[][])
    for (const handsFirst of [true, false]) {
      const placed = placeInFreeSlots(s, keep, slots, handsFirst);
      if (placed) out.push(placed);
    }
  const roomInBackpack = s.backpack.length < slots;
  const full = !roomInBackpack && s.hands.every((h) => h !== null);
  for (const f of found) {
    for (let i = 0; i < 2; i++) {
      const held = s.hands[i];
      if (held === null || held === undefined) continue;
      const hands: [CardUid | null, CardUid | null] = i === 0 ? [f, s.hands[1]] : [s.hands[0], f];
      out.push({ hands, backpack: roomInBackpack ? [...s.backpack, held] : [...s.backpack] });
    }
    if (full)
      s.backpack.forEach((_, i) => {
        out.push({ hands: [...s.hands], backpack: s.backpack.map((b, j) => (j === i ? f : b)) });
      });
  }
  return out;
}

/** The cards `keep` added to the survivor's free slots (Hands or Backpack first), or null when they do not fit. */
function placeInFreeSlots(
  s: SurvivorState,
  keep: readonly CardUid[],
  slots: number,
  handsFirst: boolean,
): Arranged | null {
  const hands: (CardUid | null)[] = [...s.hands];
  const backpack = [...s.backpack];
  const rest = [...keep];
  const intoHands = () => {
    for (let i = 0; i < 2 && rest.length > 0; i++) if (hands[i] === null) hands[i] = rest.shift() as CardUid;
  };
  if (handsFirst) intoHands();
  while (rest.length > 0 && backpack.length < slots) backpack.push(rest.shift() as CardUid);
  intoHands();
  return rest.length === 0 ? { hands: hands as [CardUid | null, CardUid | null], backpack } : null;
}

/** Answers a Search or an Epic crate: keep found cards (reorganising for free) or discard them (§5). */
export const keepCards: ActionModule<KeepCardsCommand> = {
  type: "keepCards",
  schema,
  kind: "decision",
  legal(state, seat) {
    const d = findDecision(state, seat, KEEP_CARDS, undefined);
    if (!d) return [];
    const o = keepCardsDecision.options(d);
    const s = survivorById(state, o.survivor) as SurvivorState;
    const out: KeepCardsCommand[] = [];
    const seen = new Set<string>();
    for (const a of keepChoices(s, o.cards, state)) {
      if (o.keep !== undefined && o.cards.filter((u) => inLayout(a, u)).length > o.keep) continue;
      const key = layoutKey(a);
      if (seen.has(key)) continue;
      seen.add(key);
      const layout = layoutOf(a);
      // A layout a module refuses (a Broken Arm: one weapon in Hand) is not offered.
      if (layoutRefusal(state, s, layout) !== null) continue;
      out.push({ type: "keepCards" as const, ...layout });
    }
    return out;
  },
  apply(state, seat, cmd) {
    const d = findDecision(state, seat, KEEP_CARDS, cmd.decision);
    if (!d) return refuse("no_decision", RULES.decision, `${seat} has no found cards to keep`);
    const o = keepCardsDecision.options(d);
    const s = survivorById(state, o.survivor) as SurvivorState;
    const no = layoutRefusal(state, s, cmd);
    if (no) return refuse(no.code, no.rule, no.why);
    const placed = arrange([...bodyPool(s, cmd), ...inventoryOf(s), ...o.cards], cmd, backpackSize(s, state));
    if (!placed.ok) return refuse("bad_layout", RULES.inventory, placed.message);
    if (placed.arranged.body !== undefined) {
      const no = bodyRefusal(state, s, placed.arranged.body);
      if (no) return refuse("bad_layout", RULES.inventory, `${s.name}'s Body slot: ${no}`);
    }
    const kept = o.cards.filter((u) => !placed.discarded.includes(u));
    if (o.keep !== undefined && kept.length > o.keep)
      return refuse("keep_fewer", RULES.search, `only ${o.keep} of the cards found may be kept`);
    const events: ZombicideEvent[] = [
      {
        type: "CardsKept",
        survivor: s.id,
        kept: kept.map(cardOf),
        discarded: placed.discarded.map(cardOf),
      },
    ];
    let next: ZombicideState = replaceSurvivor(dropDecision(state, d.id), { ...s, ...placed.arranged });
    next = discardCards(next, placed.discarded);
    if (o.free) return ok({ state: settle(next, events), events });
    return ok({ state: spend(next, s.id, 1, events), events });
  },
};

const inLayout = (a: Arranged, u: CardUid) => a.hands.includes(u) || a.backpack.includes(u);

/** One string per layout, told apart as their commands are: a card uid is never empty and has no NUL in it. */
function layoutKey(a: Arranged): string {
  const slot = (u: CardUid | null | undefined) => (u === undefined ? "\u0002" : u === null ? "\u0001" : u);
  return `${slot(a.hands[0])}\u0000${slot(a.hands[1])}\u0000${slot(a.body)}\u0000${a.backpack.join("\u0000")}`;
}
