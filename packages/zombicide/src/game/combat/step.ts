import type { CardUid } from "../cards.ts";
import type { ZoneId } from "../types.ts";

/**
 * A Melee or Ranged Action being resolved. It lives in `state.combat` between the command and its last
 * pending decision, so a game saved in the middle of an attack resumes exactly there (no closures).
 */
export interface CombatStep {
  readonly attacker: string;
  readonly mode: "melee" | "ranged";
  /** The weapon cards used: one, or two with Dual weapons. */
  readonly weapons: readonly CardUid[];
  readonly weapon: string;
  readonly zone: ZoneId;
  readonly range: number;
  readonly dice: readonly number[];
  /**
   * Red dice (a module's, from a declaration made before rolling: All-Out): they hit like the standard dice
   * and miss like them, but no re-roll touches them; the module reads their faces once the attack is resolved.
   */
  readonly redDice?: readonly number[];
  /** What the survivor declared before rolling (`declarations` hook), e.g. "all-out". */
  readonly declared?: readonly string[];
  /** Lowest die result (after the bonus) that hits; never below 2 (§6). */
  readonly accuracy: number;
  /** The roll bonus added to each die, a result never above 6. */
  readonly rollBonus: number;
  readonly damage: number;
  /** Melee, or a module's free targeting: the player picks the targets instead of the Targeting Priority Order. */
  readonly freeTargeting: boolean;
  /** Missed dice may hit other survivors in the target zone (Ranged, unless a module lifted Friendly Fire). */
  readonly friendlyFire: boolean;
  /**
   * The rule module (a skill) that lifts the Targeting Priority Order and Friendly Fire on a Ranged Action, if
   * any; its rule and words are the module's (kernel/hooks.ts `freeTargeting`).
   */
  readonly skill: string | null;
  /** Re-roll sources not used yet in this Action (a skill's or a card trait's id, from the `rerolls` hook). */
  readonly rerolls: readonly string[];
  /**
   * reroll: the re-roll offer; bonus: "Roll 6" skills once re-rolls are done (§10); hits; friendly-fire: who
   * the misses hit; ff-wounds: dealing `ffLeft` (a survivor may stop it to cancel Wounds).
   */
  readonly stage: "reroll" | "bonus" | "hits" | "friendly-fire" | "ff-wounds";
  /**
   * Hits the survivors in the target zone took before any zombie, under a rule that hits them first (the
   * `survivorsHitFirst` hook, with its rule); they are dealt as Friendly Fire instead of the missed dice.
   */
  readonly survivorHits?: { readonly hits: number; readonly rule: string };
  /** Friendly Fire misses still to deal, by survivor (stage ff-wounds). */
  readonly ffLeft?: Readonly<Record<string, number>>;
  /**
   * No Action is spent when it is over: a free Combat Action outside the survivor's Turn (a reaction), or an
   * attack that is part of an Action a module pays for (`AttackRequest.paidElsewhere`).
   */
  readonly reaction?: boolean;
  /** The attack has killed zombies (`afterAction` reads it when the Action is paid, maybe after a decision). */
  readonly killed?: boolean;
  /** Once-per-Turn skill that paid for this Action as a free one ("<skill>:melee"...). */
  readonly improvised?: boolean;
  /**
   * A Car Attack (§5): the car, and the Zones its Fast Drive still has to enter after this one. `spared`: the
   * survivors it never hits, with the rule (the classic car spares only its own occupants); absent: everyone
   * in a car (2E).
   */
  readonly car?: {
    readonly id: string;
    readonly rest: readonly ZoneId[];
    readonly spared?: { readonly survivors: readonly string[]; readonly rule: string };
  };
}
