import { ok } from "@horda/table";
import { z } from "zod";
import { actionsAvailable } from "../../../game/actions/availability.ts";
import type { ActionModule } from "../../../game/actions/module.ts";
import { type CardUid, cardOf, moduleDeckUid } from "../../../game/cards.ts";
import { discardCards } from "../../../game/equipment-decks.ts";
import { RULES as CORE_RULES, refuse } from "../../../game/errors.ts";
import type { ZombicideEvent } from "../../../game/events.ts";
import { inventoryOf } from "../../../game/inventory.ts";
import { replaceSurvivor, survivorById } from "../../../game/survivors.ts";
import { activate, spend } from "../../../game/turns.ts";
import type { SurvivorState, ZombicideState } from "../../../game/types.ts";
import type { EventReading, ModuleWords, RuleModule } from "../../../kernel/module.ts";
import { rulesOf } from "../../../kernel/registry.ts";
import { slice } from "../../../kernel/slices.ts";

const COMBINE = "combine";
/** The pile of set-aside cards a combination takes from, and where a used result goes back (never Searched). */
const ASIDE = "aside";
const RULE =
  "classic §6 Molotov (Gasoline + Glass Bottles: both discarded, a Molotov set aside is taken; 1 Action, as a Reorganize (?))";
const SNIPER_RIFLE_RULE =
  "classic §6 Sniper Rifle (a Rifle and a Scope kept together: its Ranged Actions choose their targets freely; 1 Action to fit (?))";
const MODULE_RULE =
  "classic §6 Combining cards (Gasoline + Glass Bottles into a Molotov; a Rifle and a Scope kept together as a Sniper Rifle)";
const SNIPER_WHY = "the Sniper Rifle's Scope picks the targets";

/** The pairs of cards kept together (a Rifle and its Scope), by physical card. */
interface CombineSlice {
  readonly pairs: readonly (readonly [CardUid, CardUid])[];
}
const combineSlice = slice<CombineSlice>(COMBINE, { pairs: [] });

/** Whether one survivor holds both cards of a pair. */
function heldTogether(s: SurvivorState, pair: readonly [CardUid, CardUid]): boolean {
  const inv = inventoryOf(s);
  return inv.includes(pair[0]) && inv.includes(pair[1]);
}

/** The pair `uid` belongs to while `s` holds both of its cards, if any. */
function pairOf(state: ZombicideState, s: SurvivorState, uid: CardUid) {
  return combineSlice.read(state).pairs.find((p) => p.includes(uid) && heldTogether(s, p));
}

/** Pairs whose cards no longer sit with one survivor are undone (a card traded, discarded or hidden). */
function dropBrokenPairs(state: ZombicideState): ZombicideState {
  const { pairs } = combineSlice.read(state);
  if (pairs.length === 0) return state;
  const kept = pairs.filter((p) => state.survivors.some((s) => heldTogether(s, p)));
  return kept.length === pairs.length ? state : combineSlice.write(state, { pairs: kept });
}

/** The set-aside copies of every combination's result, as the aside pile's draw pile (a module deck never Searched). */
function setAside(state: ZombicideState): ZombicideState {
  const results = [
    ...new Set((state.survivorCatalog.combinations ?? []).flatMap((c) => (c.makes ? [c.makes] : []))),
  ];
  if (results.length === 0) return state;
  const draw = results.flatMap((card) =>
    Array.from({ length: state.survivorCatalog.aside?.[card] ?? 0 }, (_, i) =>
      moduleDeckUid(card, ASIDE, i + 1),
    ),
  );
  return { ...state, moduleDecks: { ...(state.moduleDecks ?? {}), [ASIDE]: { draw, discard: [] } } };
}

/** The catalogue's combination of these two cards: one that makes a card, or a pair kept together. */
function combinationOf(state: ZombicideState, a: string, b: string) {
  return state.survivorCatalog.combinations?.find(
    (c) => (c.parts[0] === a && c.parts[1] === b) || (c.parts[0] === b && c.parts[1] === a),
  );
}

/** The two held cards a pair command joins: the first copies of each not already in a pair. */
function freeCopies(
  state: ZombicideState,
  s: SurvivorState,
  a: string,
  b: string,
): [CardUid, CardUid] | null {
  const inv = inventoryOf(s).filter((u) => !pairOf(state, s, u));
  const first = inv.find((u) => cardOf(u) === a);
  const second = inv.find((u) => u !== first && cardOf(u) === b);
  return first && second ? [first, second] : null;
}

/** A set-aside copy of `card` still on the aside pile (never used, or back after use). */
function asideCopy(state: ZombicideState, card: string): CardUid | undefined {
  const pile = state.moduleDecks?.[ASIDE];
  return [...(pile?.draw ?? []), ...(pile?.discard ?? [])].find((u) => cardOf(u) === card);
}

/** The state with `uid` taken off the aside pile. */
function takeAside(state: ZombicideState, uid: CardUid): ZombicideState {
  const pile = state.moduleDecks?.[ASIDE] ?? { draw: [], discard: [] };
  const drop = (l: readonly CardUid[]) => l.filter((u) => u !== uid);
  return {
    ...state,
    moduleDecks: { ...state.moduleDecks, [ASIDE]: { draw: drop(pile.draw), discard: drop(pile.discard) } },
  };
}

const id = z.string().min(1).max(64);
const schema = z.strictObject({ type: z.literal("combine"), survivor: id, parts: z.tuple([id, id]) });
export type CombineCommand = z.infer<typeof schema>;

function refusal(state: ZombicideState, s: SurvivorState, parts: readonly [string, string]): string | null {
  const held = inventoryOf(s).map(cardOf);
  const [a, b] = parts;
  if (!held.includes(a) || !held.includes(b) || (a === b && held.filter((c) => c === a).length < 2))
    return `${s.name} does not hold both cards`;
  const combination = combinationOf(state, a, b);
  if (!combination) return `${a} and ${b} combine into nothing`;
  if (!combination.makes)
    return freeCopies(state, s, a, b) ? null : `${s.name}'s ${a} and ${b} are already kept together`;
  return asideCopy(state, combination.makes) ? null : `no ${combination.makes} card is left aside`;
}

/** Combine two held cards into the one they make (the classic Molotov), for 1 Action. */
const combine: ActionModule<CombineCommand> = {
  type: "combine",
  schema,
  kind: "survivor",
  legal(state, _seat, s) {
    if (!s || actionsAvailable(state, s) < 1 || !state.survivorCatalog.combinations) return [];
    return state.survivorCatalog.combinations
      .filter((c) => refusal(state, s, [c.parts[0], c.parts[1]]) === null)
      .map((c) => ({
        type: "combine" as const,
        survivor: s.id,
        parts: [c.parts[0], c.parts[1]] as [string, string],
      }));
  },
  apply(state, _seat, cmd) {
    const s0 = survivorById(state, cmd.survivor) as SurvivorState;
    const why = refusal(state, s0, cmd.parts);
    if (why) return refuse("cannot_combine", RULE, why);
    let next = activate(state, s0.id);
    const s = survivorById(next, s0.id) as SurvivorState;
    if (s.actionsLeft < 1)
      return refuse("not_enough_actions", CORE_RULES.actions, `${s.name} has no Action left`);
    const combination = combinationOf(next, cmd.parts[0], cmd.parts[1]);
    if (!combination?.makes) {
      const pair = freeCopies(next, s, cmd.parts[0], cmd.parts[1]) as [CardUid, CardUid];
      next = combineSlice.update(next, (c) => ({ pairs: [...c.pairs, pair] }));
      const events: ZombicideEvent[] = [
        { type: "CardsKeptTogether", survivor: s.id, cards: pair.map(cardOf), rule: SNIPER_RIFLE_RULE },
      ];
      return ok({ state: spend(next, s.id, 1, events), events });
    }
    const makes = combination.makes;
    const events: ZombicideEvent[] = [];
    // One copy, or two when a module says so (2 cocktails are better than 1: the two parts free two slots), as
    // many as are left aside.
    const copies = rulesOf(next).hooks.combinedCopies({ state: next, survivor: s, card: makes, events }, 1);
    const made: CardUid[] = [];
    for (let i = 0; i < Math.min(copies, 2); i++) {
      const copy = asideCopy(next, makes);
      if (!copy) break;
      made.push(copy);
      next = takeAside(next, copy);
    }
    const inv = inventoryOf(s);
    const first = inv.find((u) => cardOf(u) === cmd.parts[0]) as CardUid;
    const second = inv.find((u) => u !== first && cardOf(u) === cmd.parts[1]) as CardUid;
    // The made cards take the parts' slots: the first part's, then the second's (left empty for one copy).
    const swap = (u: CardUid | null) =>
      u === first ? (made[0] as CardUid) : u === second ? (made[1] ?? null) : u;
    next = replaceSurvivor(next, {
      ...s,
      hands: s.hands.map(swap) as [CardUid | null, CardUid | null],
      backpack: s.backpack.map(swap).filter((u): u is CardUid => u !== null),
    });
    next = discardCards(next, [first, second]);
    events.push({
      type: "CardsCombined",
      survivor: s.id,
      cards: [cardOf(first), cardOf(second)],
      card: makes,
      made: made.length,
      rule: RULE,
    });
    return ok({ state: spend(next, s.id, 1, events), events });
  },
};

export interface CardsCombined {
  readonly type: "CardsCombined";
  readonly survivor: string;
  readonly cards: readonly string[];
  readonly card: string;
  /** How many copies of `card` were made (one; two with 2 cocktails are better than 1). */
  readonly made: number;
  readonly rule: string;
}
/** Two cards kept together from now on (a Rifle and its Scope: a Sniper Rifle). */
export interface CardsKeptTogether {
  readonly type: "CardsKeptTogether";
  readonly survivor: string;
  readonly cards: readonly string[];
  readonly rule: string;
}
declare module "../../../game/events.ts" {
  interface ModuleEvents {
    CardsCombined: CardsCombined;
    CardsKeptTogether: CardsKeptTogether;
  }
}
const EVENTS: Readonly<Record<string, EventReading>> = {
  CardsCombined: { fields: { survivor: "survivor", cards: "cards", card: "card" }, count: "made" },
  CardsKeptTogether: { fields: { survivor: "survivor", cards: "cards" } },
};
const WORDS: ModuleWords = {
  en: {
    "event.CardsCombined_one": "{{survivor}} combines {{cards}} into {{card}}",
    "event.CardsCombined_other": "{{survivor}} combines {{cards}} into {{count}} × {{card}}",
    "event.CardsKeptTogether": "{{survivor}} fits {{cards}} together: a Sniper Rifle",
    why: SNIPER_WHY,
    "command.combine": "Combine {{parts}}",
    "refusal.cannot_combine": "These cards cannot be combined now.",
  },
  "pt-BR": {
    "event.CardsCombined_one": "{{survivor}} combina {{cards}} em {{card}}",
    "event.CardsCombined_other": "{{survivor}} combina {{cards}} em {{count}} × {{card}}",
    "event.CardsKeptTogether": "{{survivor}} encaixa {{cards}}: um Rifle de Precisão",
    why: "a Mira do Rifle de Precisão escolhe os alvos",
    "command.combine": "Combinar {{parts}}",
    "refusal.cannot_combine": "Essas cartas não podem ser combinadas agora.",
  },
};

/**
 * Combining cards (classic §6): two held cards the catalogue pairs (`combinations`) become the card they make, taken
 * from the copies set aside at setup (the two Molotovs); the parts are discarded. A used result goes back to the
 * aside pile (a module deck nobody Searches). A combination with no result (Rifle + Scope) keeps the two cards
 * together, each in its slot (?): while one survivor holds both, a Ranged Action with the Rifle picks its targets
 * freely (the Sniper Rifle); the pair comes apart when the cards part.
 */
export const combineCards: RuleModule = {
  id: COMBINE,
  rule: MODULE_RULE,
  hooks: {
    setup: (_ctx, state) => setAside(state),
    afterCommand: (_ctx, applied) => {
      const state = dropBrokenPairs(applied.state);
      return state === applied.state ? applied : { ...applied, state };
    },
    freeTargeting: (ctx) =>
      ctx.mode === "ranged" && ctx.weapons.some((u) => pairOf(ctx.state, ctx.survivor, u))
        ? { skill: COMBINE, why: SNIPER_WHY, rule: SNIPER_RIFLE_RULE }
        : null,
  },
  commands: [combine],
  commandWords: { combine: { fields: { parts: "cards" } } },
  refusals: ["cannot_combine"],
  events: EVENTS,
  words: WORDS,
};
