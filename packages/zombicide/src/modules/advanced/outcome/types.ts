import type { CardUid } from "../../../game/cards.ts";

/**
 * What a finished (or stopped) mission leaves for the campaign (Rio Z Janeiro / Fort Hendrix "Campaign
 * Rules"): each survivor's fate and equipment, the CXP the mission earned, the keywords and achievements
 * gained, and the Companions to discard. A pure reading of the game state (`missionOutcome(state)`); the
 * campaign writes it onto the sheets (Keep rolls, CXP, achievements).
 */
export interface MissionOutcome {
  /** The mission's id (absent in a free game). */
  readonly mission: string | null;
  /** won / lost, or ongoing when read before the end. */
  readonly result: "won" | "lost" | "ongoing";
  /** The round the game stopped in. */
  readonly round: number;
  /** Every survivor that is not a Companion, in setup order. */
  readonly survivors: readonly SurvivorOutcome[];
  /** Keywords the team gained (Objective cards' capitalised KEYWORDS), in the order gained. */
  readonly keywords: readonly string[];
  /** Achievements gained this mission: individual (`survivor` set) or collective (`survivor: null`). */
  readonly achievements: readonly AchievementGained[];
  /** Companions in play at the end: discarded after each campaign mission unless `keep` says otherwise. */
  readonly companions: readonly CompanionOutcome[];
  /** Companions (ID card, else id) eliminated for good during the mission (absent: none). */
  readonly companionsDead?: readonly string[];
}

/**
 * - `alive`: on the board (or escaped) at the end;
 * - `rescued`: KOed and taken by another survivor (not dead, played again next mission);
 * - `ko`: KOed and neither taken nor dead yet when the game stopped (an ongoing game);
 * - `dead`: R.I.P. (KO deadline passed, or eliminated outright where the KO rules are off).
 */
export type SurvivorFate = "alive" | "rescued" | "ko" | "dead";

export interface SurvivorOutcome {
  readonly id: string;
  /** The ID card (the campaign sheet's survivor); null for a survivor without one. */
  readonly card: string | null;
  readonly seat: string;
  readonly fate: SurvivorFate;
  /** The cards it holds at the end (none when KOed or dead: a KO discards everything). */
  readonly equipment: readonly HeldCard[];
  /** Reached Orange for the first time this mission (1 CXP; Ultrared laps do not count). */
  readonly reachedOrange: boolean;
  /** Reached Red for the first time this mission (1 CXP). */
  readonly reachedRed: boolean;
  /** Extra CXP the mission granted it (Objective cards, mission rules). */
  readonly extraCxp: number;
}

export interface HeldCard {
  readonly uid: CardUid;
  /** The card id in the catalogue (its `keep` value decides the Keep roll). */
  readonly card: string;
  readonly slot: "hand" | "backpack";
  /** The card's Keep value (absent: discarded at the end, no roll). */
  readonly keep?: number;
}

export interface AchievementGained {
  readonly id: string;
  /** Who wrote it on their sheet; null: collective (every sheet of the team). */
  readonly survivor: string | null;
  /** The round and the cause (an Objective card id, a mission rule id). */
  readonly round: number;
  readonly source: string;
}

export interface CompanionOutcome {
  readonly id: string;
  readonly card: string | null;
  /** Its Leader at the end (null: lone). */
  readonly leader: string | null;
  /** True when an Objective card or the mission said it stays for the next mission; else it is discarded. */
  readonly keep: boolean;
}
