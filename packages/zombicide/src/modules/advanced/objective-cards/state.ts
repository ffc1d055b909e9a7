import type { ObjectiveSet } from "@horda/content";
import { slice } from "../../../kernel/slices.ts";
import type { AchievementGained } from "../outcome/types.ts";

export const OBJECTIVE_CARDS = "objective-cards";

/** The Objective cards part of the state: the mission's set (copied at setup) and what the cards gave. */
export interface ObjectiveCardsState {
  readonly set: ObjectiveSet | null;
  /** Cards and Notes read, in order, with who took them (a Note: who took the card that led to it). */
  readonly read: readonly { readonly card: string; readonly survivor: string; readonly round: number }[];
  /** Cards kept face up once read (reminders of their effects). */
  readonly revealed: readonly string[];
  readonly keywords: readonly string[];
  readonly achievements: readonly AchievementGained[];
  /** Extra CXP by survivor. */
  readonly cxp: Readonly<Record<string, number>>;
  /** A card said the Companions stay for the next mission. */
  readonly keepCompanions: boolean;
}

export const objectiveCardsSlice = slice<ObjectiveCardsState>(OBJECTIVE_CARDS, {
  set: null,
  read: [],
  revealed: [],
  keywords: [],
  achievements: [],
  cxp: {},
  keepCompanions: false,
});
