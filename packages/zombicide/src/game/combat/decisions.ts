import { decisionType } from "../../kernel/decisions.ts";

/** The attack's decisions (§6), their options typed once: raised in resolve.ts, answered by their commands. */

export interface RerollOptions {
  readonly survivor: string;
  readonly dice: readonly number[];
  readonly hits: number;
  /** The re-roll sources left for this Action. */
  readonly sources: readonly string[];
}

export interface AssignHitsOptions {
  readonly survivor: string;
  readonly zone: string;
  /** The rule placing the hits (Melee, the Targeting Priority Order, or the one that lifted it). */
  readonly rule: string;
  /** The Zombies the hits kill whatever the choice. */
  readonly fixed: readonly string[];
  /** Hits left to place among `choices`. */
  readonly hits: number;
  /** The Zombies each kind (type, or an Abomination's card) offers, in the order the hits take them. */
  readonly choices: Readonly<Record<string, readonly string[]>>;
}

export interface FriendlyFireOptions {
  readonly survivor: string;
  readonly zone: string;
  readonly misses: number;
  readonly damage: number;
  readonly survivors: readonly string[];
  /**
   * Set when a rule lets the shooter exclude anyone (an empty share, or the misses given to those not
   * excluded): why, for the log, and the rule.
   */
  readonly exclude?: { readonly why: string; readonly rule: string };
}

export const rerollDecision = decisionType<RerollOptions>("reroll");
export const assignHitsDecision = decisionType<AssignHitsOptions>("assignHits");
export const friendlyFireDecision = decisionType<FriendlyFireOptions>("assignFriendlyFire");
