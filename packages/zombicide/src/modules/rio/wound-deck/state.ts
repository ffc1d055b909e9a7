import type { Deck, ZombicideState } from "../../../game/types.ts";
import { slice } from "../../../kernel/slices.ts";
import type { WoundCard } from "./cards.ts";

export const WOUND_RULE =
  "rio §Taking Wounds (each Wound draws a Wound card, applied before the next Wound; 1 Health lost unless the card says otherwise)";

/** A Wound card a survivor holds: one per Wound it took (a Light Wound too), lasting effects read from them. */
export interface HeldWound {
  readonly survivor: string;
  /** The card's id (a content card, `rio-wound-...`, or the effect id itself for the built-in deck). */
  readonly card: string;
  readonly effect: WoundCard;
  /** The round it was drawn in ("until the end of your next Turn" ends with the next round's Turn). */
  readonly round: number;
  /** Revenge: the Zombie type that dealt the Wound (none from Friendly Fire). */
  readonly zombie?: string;
  /** "Until the end of your next Turn": the effect lasts while the survivor has ended fewer Turns than this. */
  readonly until?: number;
}

/** The Wound deck: card ids, drawn from `deck.draw`, discarded to `deck.discard`; held cards apart. */
export interface WoundDeckState {
  readonly deck: Deck;
  readonly held: readonly HeldWound[];
  /** Wounds a survivor still takes once its player answered a Wound card's question, one entry per survivor. */
  readonly rest?: readonly WoundsLeft[];
  /** Turns each survivor has ended since the deck was set up (for "until the end of your next Turn"). */
  readonly turnsEnded?: Readonly<Record<string, number>>;
  /** Dazed survivors' skills, put aside while the card lasts (given back once it is over). */
  readonly dazed?: Readonly<Record<string, readonly string[]>>;
}

/** Wounds kept to be dealt after a card's question is answered (with their cause). */
export interface WoundsLeft {
  readonly survivor: string;
  readonly wounds: number;
  readonly source: string;
  readonly rule: string;
  readonly zombie?: string;
}

export const woundSlice = slice<WoundDeckState | null>("wound-deck", null);

export const heldBy = (state: ZombicideState, survivor: string): HeldWound[] =>
  (woundSlice.read(state)?.held ?? []).filter((h) => h.survivor === survivor);

/** The survivor's Wound cards whose lasting effect is on now. */
export function activeWounds(state: ZombicideState, survivor: string): HeldWound[] {
  const w = woundSlice.read(state);
  const ended = w?.turnsEnded?.[survivor] ?? 0;
  return heldBy(state, survivor).filter((h) => h.until === undefined || ended < h.until);
}
