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

const COMBINE = "combine";
/** The pile of set-aside cards a combination takes from, and where a used result goes back (never Searched). */
const ASIDE = "aside";
const RULE =
  "classic §6 Molotov (Gasoline + Glass Bottles: both discarded, a Molotov set aside is taken; 1 Action, as a Reorganize (?))";

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

/** The combination these two cards make, if the catalogue has one with a result. */
function combinationOf(state: ZombicideState, a: string, b: string): string | undefined {
  return state.survivorCatalog.combinations?.find(
    (c) =>
      c.makes !== undefined &&
      ((c.parts[0] === a && c.parts[1] === b) || (c.parts[0] === b && c.parts[1] === a)),
  )?.makes;
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
  const makes = combinationOf(state, a, b);
  if (!makes) return `${a} and ${b} combine into nothing`;
  return asideCopy(state, makes) ? null : `no ${makes} card is left aside`;
}

/** Combine two held cards into the one they make (the classic Molotov), for 1 Action. */
const combine: ActionModule<CombineCommand> = {
  type: "combine",
  schema,
  kind: "survivor",
  legal(state, _seat, s) {
    if (!s || actionsAvailable(state, s) < 1 || !state.survivorCatalog.combinations) return [];
    return state.survivorCatalog.combinations
      .filter((c) => c.makes && refusal(state, s, [c.parts[0], c.parts[1]]) === null)
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
    const makes = combinationOf(next, cmd.parts[0], cmd.parts[1]) as string;
    const made = asideCopy(next, makes) as CardUid;
    next = takeAside(next, made);
    const inv = inventoryOf(s);
    const first = inv.find((u) => cardOf(u) === cmd.parts[0]) as CardUid;
    const second = inv.find((u) => u !== first && cardOf(u) === cmd.parts[1]) as CardUid;
    const swap = (u: CardUid | null) => (u === first ? made : u === second ? null : u);
    next = replaceSurvivor(next, {
      ...s,
      hands: s.hands.map(swap) as [CardUid | null, CardUid | null],
      backpack: s.backpack.map(swap).filter((u): u is CardUid => u !== null),
    });
    next = discardCards(next, [first, second]);
    const events: ZombicideEvent[] = [
      {
        type: "CardsCombined",
        survivor: s.id,
        cards: [cardOf(first), cardOf(second)],
        card: makes,
        rule: RULE,
      },
    ];
    return ok({ state: spend(next, s.id, 1, events), events });
  },
};

export interface CardsCombined {
  readonly type: "CardsCombined";
  readonly survivor: string;
  readonly cards: readonly string[];
  readonly card: string;
  readonly rule: string;
}
declare module "../../../game/events.ts" {
  interface ModuleEvents {
    CardsCombined: CardsCombined;
  }
}
const EVENTS: Readonly<Record<string, EventReading>> = {
  CardsCombined: { fields: { survivor: "survivor", cards: "cards", card: "card" } },
};
const WORDS: ModuleWords = {
  en: {
    "event.CardsCombined": "{{survivor}} combines {{cards}} into {{card}}",
    "command.combine": "Combine {{parts}}",
    "refusal.cannot_combine": "These cards cannot be combined now.",
  },
  "pt-BR": {
    "event.CardsCombined": "{{survivor}} combina {{cards}} em {{card}}",
    "command.combine": "Combinar {{parts}}",
    "refusal.cannot_combine": "Essas cartas não podem ser combinadas agora.",
  },
};

/**
 * Combining cards (classic §6): two held cards the catalogue pairs (`combinations`) become the card they make, taken
 * from the copies set aside at setup (the two Molotovs); the parts are discarded. A used result goes back to the
 * aside pile (a module deck nobody Searches). The Sniper Rifle pair (no `makes`) is not played yet.
 */
export const combineCards: RuleModule = {
  id: COMBINE,
  rule: RULE,
  hooks: { setup: (_ctx, state) => setAside(state) },
  commands: [combine],
  commandWords: { combine: { fields: { parts: "cards" } } },
  refusals: ["cannot_combine"],
  events: EVENTS,
  words: WORDS,
};
