import type { CardUid } from "../../game/cards.ts";
import type { ZoneId } from "../../game/types.ts";

/** Events of the advanced rules (All-Out dice, KO / R.I.P., Objective cards). */
export type AdvancedEvent =
  | {
      /** A red All-Out die showed a Break: the weapon is discarded right after the Combat Action (one per Break). */
      readonly type: "WeaponBroken";
      readonly survivor: string;
      readonly card: CardUid;
      /** Breaks the roll showed in all (a Dual pair loses one weapon per Break). */
      readonly breaks: number;
      readonly rule: string;
    }
  | {
      /** A survivor lost its last Health: KOed, not dead; an objective until the End Phase of `deadline`. */
      readonly type: "SurvivorKnockedOut";
      readonly survivor: string;
      readonly zone: ZoneId;
      readonly deadline: number;
      /** Every card it held, discarded (no Keep roll). */
      readonly discarded: readonly CardUid[];
      readonly rule: string;
    }
  | {
      /** Another survivor took the KOed survivor (Take an Objective Action): saved, out until the next mission. */
      readonly type: "SurvivorRescued";
      readonly survivor: string;
      readonly by: string;
      readonly zone: ZoneId;
      readonly rule: string;
    }
  | {
      /** Nobody took the KOed survivor by the End Phase of its deadline round: dead for good. */
      readonly type: "SurvivorDied";
      readonly survivor: string;
      readonly zone: ZoneId;
      readonly rule: string;
    }
  | {
      /** An Objective card was taken (from its zone, or from its door when the door opened) and read to all. */
      readonly type: "ObjectiveCardRevealed";
      readonly survivor: string;
      readonly card: string;
      readonly note: boolean;
      readonly zone: ZoneId | null;
      readonly rule: string;
    }
  | {
      /** The team chose one of an Objective card's options. */
      readonly type: "ObjectiveChoiceMade";
      readonly card: string;
      readonly choice: string;
      readonly seat: string;
      readonly rule: string;
    }
  | {
      /** A keyword (KEY, ...) or an Achievement was gained. */
      readonly type: "KeywordGained" | "AchievementGained";
      readonly id: string;
      readonly survivor: string | null;
      readonly card: string;
      readonly rule: string;
    };
