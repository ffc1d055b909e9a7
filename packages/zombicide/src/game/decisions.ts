import { decisionType, ZOMBIE_SPLIT, ZOMBIE_WOUND } from "../kernel/decisions.ts";
import type { CardUid } from "./cards.ts";

/**
 * The core rules' pending decisions raised in one file and answered in another, their options typed once:
 * whoever raises or reads them goes through these records (the attack's own are in combat/decisions.ts).
 */

/** Cards found (a Search, a crate, a car's Search): keep and reorganise, or discard. */
export interface KeepCardsOptions {
  readonly survivor: string;
  readonly cards: readonly CardUid[];
  /** Not a Search: no Action is spent (a card a skill brought back); what was going on resumes. */
  readonly free?: boolean;
  /** At most this many of the found cards may be kept (a module's `searchFound` said so); absent: all. */
  readonly keep?: number;
}

/** A Danger Level reached with a choice of skills (§1). */
export interface SkillChoiceOptions {
  readonly survivor: string;
  readonly level: string;
  readonly skills: readonly string[];
}

/** The Wounds of a Zombie attack with several survivors in the Zone (§7 Attack). */
export interface ZombieWoundOptions {
  readonly zone: string;
  readonly wounds: number;
  readonly survivors: readonly string[];
  /** The survivor the automatic answer wounds next. */
  readonly auto: string;
  readonly rule: string;
}

/** The spare Zombies of a group split between tied routes (§7 Split). */
export interface ZombieSplitOptions {
  readonly from: string;
  readonly split: string;
  readonly count: number;
  readonly branches: readonly string[];
  readonly each: number;
  readonly spares: number;
  readonly auto: readonly string[];
  readonly rule: string;
}

export const keepCardsDecision = decisionType<KeepCardsOptions>("keepCards");
export const skillChoiceDecision = decisionType<SkillChoiceOptions>("skillChoice");
export const zombieWoundDecision = decisionType<ZombieWoundOptions>(ZOMBIE_WOUND);
export const zombieSplitDecision = decisionType<ZombieSplitOptions>(ZOMBIE_SPLIT);
