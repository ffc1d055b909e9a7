import { gainAdrenaline } from "../../../game/adrenaline.ts";
import { cardOf } from "../../../game/cards.ts";
import { attackChoices } from "../../../game/combat/start.ts";
import { buildDeck, drawCard } from "../../../game/decks.ts";
import { discardCards } from "../../../game/equipment-decks.ts";
import { inventoryRearranged, type ZombicideEvent } from "../../../game/events.ts";
import { backpackSize, handCards } from "../../../game/inventory.ts";
import { replaceSurvivor, survivorById } from "../../../game/survivors.ts";
import type { SurvivorState, ZombicideState } from "../../../game/types.ts";
import { loseHealth } from "../../../game/wounds.ts";
import { decisionType } from "../../../kernel/decisions.ts";
import { isWoundCard, RIO_WOUND_DECK, type WoundCard } from "./cards.ts";
import { isWeapon } from "./lasting.ts";
import { WOUND_RULE, type WoundDeckState, type WoundsLeft, woundSlice } from "./state.ts";

export const BITE_ON_THIS = "biteOnThis";
export const WOUND_ATTACK = "woundAttack";
/** The paused continuation that deals the Wounds left once a Wound card's free attack is over. */
export const WOUNDS_LEFT = "woundsLeft";

export interface BiteOptions {
  readonly survivor: string;
  readonly weapons: readonly string[];
}
export interface WoundAttackOptions {
  readonly survivor: string;
  readonly card: WoundCard;
  readonly mode: "melee" | "ranged";
}
export const biteDecision = decisionType<BiteOptions>(BITE_ON_THIS);
export const woundAttackDecision = decisionType<WoundAttackOptions>(WOUND_ATTACK);

export interface WoundCardDrawn {
  readonly type: "WoundCardDrawn";
  readonly survivor: string;
  readonly card: string;
  readonly effect: WoundCard;
  readonly rule: string;
}
declare module "../../../game/events.ts" {
  interface ModuleEvents {
    WoundCardDrawn: WoundCardDrawn;
  }
}

/** A Wound card's effect: the content card's `wound` field, or the id itself for the built-in deck. */
export function effectOf(state: ZombicideState, card: string): WoundCard | null {
  if (isWoundCard(card)) return card;
  const effect = (state.survivorCatalog.equipment[card] as { readonly wound?: string } | undefined)?.wound;
  return effect !== undefined && isWoundCard(effect) ? effect : null;
}

/**
 * Setup: the content's Wound deck (the catalogue's `woundDeck`), or the box's 30 cards by effect when the game's
 * packs bring none, shuffled with the game's seed; a scenario's `woundsOnTop` (card or effect ids) first.
 */
export function setupWoundDeck(state: ZombicideState): ZombicideState {
  const fromContent = state.survivorCatalog.woundDeck ?? [];
  const cards =
    fromContent.length > 0
      ? [...fromContent]
      : Object.entries(RIO_WOUND_DECK).flatMap(([card, n]) => Array.from({ length: n }, () => card));
  const left = [...cards];
  const top: string[] = [];
  for (const want of state.modeOptions?.woundsOnTop ?? []) {
    const i = left.findIndex((c) => c === want || effectOf(state, c) === want);
    if (i < 0) continue;
    top.push(left.splice(i, 1)[0] as string);
  }
  const built = buildDeck(cards, state.rng, top);
  if ("unknown" in built) return state;
  return woundSlice.write({ ...state, rng: built.rng }, { deck: built.deck, held: [] });
}

function deckOf(state: ZombicideState): WoundDeckState {
  return woundSlice.read(state) ?? { deck: { draw: [], discard: [] }, held: [] };
}

/** Draws the top Wound card (the discards reshuffled when the pile is empty). */
function draw(state: ZombicideState): [string | null, ZombicideState] {
  const w = deckOf(state);
  const d = drawCard(w.deck, state.rng);
  const next = woundSlice.write({ ...state, rng: d.rng }, { ...w, deck: d.deck });
  return [d.card, next];
}

/** Cards whose effect ends with the survivor's next Turn (the others last the whole mission, or are nothing). */
const NEXT_TURN: ReadonlySet<WoundCard> = new Set(["blinded", "dazed", "revenge"]);

function keep(
  state: ZombicideState,
  survivor: string,
  card: string,
  effect: WoundCard,
  events: readonly ZombicideEvent[],
  zombie?: string,
): ZombicideState {
  return woundSlice.update(state, (w) => {
    const v = w ?? deckOf(state);
    // Turns this survivor ended earlier in this command are not counted in the slice yet (afterCommand does).
    const ended =
      (v.turnsEnded?.[survivor] ?? 0) +
      events.filter((e) => e.type === "TurnEnded" && e.survivor === survivor).length;
    const held = {
      survivor,
      card,
      effect,
      round: state.turn.round,
      ...(zombie ? { zombie } : {}),
      ...(NEXT_TURN.has(effect) ? { until: ended + 1 } : {}),
    };
    return { ...v, held: [...v.held, held] };
  });
}

const toDiscard = (state: ZombicideState, card: string) =>
  woundSlice.update(state, (w) => {
    const v = w ?? deckOf(state);
    return { ...v, deck: { ...v.deck, discard: [...v.deck.discard, card] } };
  });

type Cause = { readonly source: string; readonly rule: string; readonly zombie?: string };

/** What one card did: the state, extra Wounds to deal (Weak Spot), and whether it asks its player first. */
interface Applied {
  readonly state: ZombicideState;
  readonly extra: number;
  readonly asked: boolean;
}

/**
 * The Wounds land one at a time: each draws a card, applied before the next. A card that asks its player (which
 * weapon Bite on This! takes, the free attack of Damn You! or Hey Over Here!) raises its decision and keeps the
 * Wounds left in the slice (`rest`); its answer deals them, after the free attack when there is one.
 */
export function dealWounds(
  state: ZombicideState,
  survivor: string,
  wounds: number,
  cause: Cause,
  events: ZombicideEvent[],
): ZombicideState {
  let s = state;
  let left = wounds;
  while (left > 0) {
    left--;
    if ((survivorById(s, survivor) as SurvivorState).eliminated) break;
    const [card, drawn] = draw(s);
    s = drawn;
    const effect = card === null ? null : effectOf(s, card);
    if (card === null || effect === null) {
      s = loseHealth(s, survivor, 1, events, cause);
      continue;
    }
    events.push({ type: "WoundCardDrawn", survivor, card, effect, rule: WOUND_RULE });
    const done = applyCard(s, survivor, card, effect, cause, events);
    s = done.state;
    left += done.extra;
    if (done.asked && left > 0) return keepRest(s, survivor, left, cause);
  }
  return s;
}

function keepRest(state: ZombicideState, survivor: string, wounds: number, cause: Cause): ZombicideState {
  return woundSlice.update(state, (w) => {
    const v = w ?? deckOf(state);
    const rest = {
      survivor,
      wounds,
      source: cause.source,
      rule: cause.rule,
      ...(cause.zombie ? { zombie: cause.zombie } : {}),
    };
    return { ...v, rest: [...(v.rest ?? []).filter((r) => r.survivor !== survivor), rest] };
  });
}

/** The Wounds a survivor still has to take once its player answered, taken out of the slice (none: null). */
export function takeRest(state: ZombicideState, survivor: string): [WoundsLeft | null, ZombicideState] {
  const w = woundSlice.read(state);
  const rest = w?.rest?.find((r) => r.survivor === survivor) ?? null;
  if (!w || !rest) return [null, state];
  return [rest, woundSlice.write(state, { ...w, rest: (w.rest ?? []).filter((r) => r !== rest) })];
}

/** Deals the Wounds kept for a survivor (after its answer, or as a paused continuation after its attack). */
export function dealRest(state: ZombicideState, rest: WoundsLeft | null, events: ZombicideEvent[]) {
  if (!rest) return state;
  const cause = { source: rest.source, rule: rest.rule, ...(rest.zombie ? { zombie: rest.zombie } : {}) };
  return dealWounds(state, rest.survivor, rest.wounds, cause, events);
}

function applyCard(
  state: ZombicideState,
  id: string,
  card: string,
  effect: WoundCard,
  cause: Cause,
  events: ZombicideEvent[],
): Applied {
  const before = survivorById(state, id) as SurvivorState;
  if (effect === "bite-on-this") {
    const next = biteOnThis(toDiscard(state, card), before, events);
    return { state: next, extra: 0, asked: next.pending.length > state.pending.length };
  }
  const zombie = effect === "revenge" && cause.source === "zombie" ? cause.zombie : undefined;
  const s = keep(loseHealth(state, id, 1, events, cause), id, card, effect, events, zombie);
  const plain = { state: s, extra: 0, asked: false };
  if ((survivorById(s, id) as SurvivorState).eliminated) return plain;
  switch (effect) {
    case "weak-spot":
      // Only as the first Wound the survivor takes: 1 extra Wound (a card of its own) and 5 AP.
      if (before.wounds > 0) return plain;
      return { state: gainAdrenaline(s, id, 5, "Weak Spot", events), extra: 1, asked: false };
    case "broken-arm":
      return { ...plain, state: oneWeaponEquipped(s, id, events) };
    case "damn-you":
    case "hey-over-here": {
      const mode = effect === "damn-you" ? "melee" : "ranged";
      const now = survivorById(s, id) as SurvivorState;
      if (attackChoices(s, now, mode).length === 0) return plain;
      const asked = woundAttackDecision.raise(s, now.seat, { survivor: id, card: effect, mode });
      return { state: asked, extra: 0, asked: true };
    }
    default:
      return plain;
  }
}

/** Bite on This!: the Wound is ignored; one equipped weapon is discarded (the player picks when 2 differ). */
function biteOnThis(state: ZombicideState, s: SurvivorState, events: ZombicideEvent[]): ZombicideState {
  events.push({ type: "WoundIgnored", survivor: s.id, skill: "bite-on-this", rule: WOUND_RULE });
  const weapons = [
    ...new Set(
      handCards(s)
        .filter((u) => isWeapon(state, u))
        .map(cardOf),
    ),
  ];
  if (weapons.length === 0) return state;
  if (weapons.length === 1) return discardWeapon(state, s.id, weapons[0] as string, events);
  return biteDecision.raise(state, s.seat, { survivor: s.id, weapons });
}

export function discardWeapon(
  state: ZombicideState,
  id: string,
  card: string,
  _events: ZombicideEvent[],
): ZombicideState {
  const s = survivorById(state, id) as SurvivorState;
  const uid = handCards(s).find((u) => cardOf(u) === card);
  if (!uid) return state;
  const next = replaceSurvivor(state, {
    ...s,
    hands: s.hands.map((u) => (u === uid ? null : u)) as unknown as SurvivorState["hands"],
  });
  return discardCards(next, [uid]);
}

/**
 * Broken Arm: only one weapon stays equipped; the other goes to the Backpack (reorganised for free). A full
 * Backpack gives it a card that is no weapon in exchange; full of weapons, the weapon is discarded (?): the free
 * reorganisation may discard, and nothing else keeps it out of a Hand.
 */
function oneWeaponEquipped(state: ZombicideState, id: string, events: ZombicideEvent[]): ZombicideState {
  const s = survivorById(state, id) as SurvivorState;
  const [left, right] = s.hands;
  if (!left || !right || !isWeapon(state, left) || !isWeapon(state, right)) return state;
  const rule = "rio Wound card Broken Arm (only 1 weapon equipped; reorganised for free at once)";
  if (s.backpack.length < backpackSize(s, state)) {
    events.push(inventoryRearranged(id, [], rule));
    return replaceSurvivor(state, { ...s, hands: [left, null], backpack: [...s.backpack, right] });
  }
  const swap = s.backpack.find((u) => !isWeapon(state, u));
  if (swap !== undefined) {
    events.push(inventoryRearranged(id, [], rule));
    return replaceSurvivor(state, {
      ...s,
      hands: [left, swap],
      backpack: s.backpack.map((u) => (u === swap ? right : u)),
    });
  }
  events.push(inventoryRearranged(id, [right], rule));
  return discardCards(replaceSurvivor(state, { ...s, hands: [left, null] }), [right]);
}
