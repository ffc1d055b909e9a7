import { slice } from "../../../kernel/slices.ts";

export const CAMPAIGN_PLAY = "campaign-play";

export const CXP_RULE =
  "Rio Z Janeiro / Fort Hendrix, Campaign Rules: CXP Bar (1 CXP for the first Orange and the first Red of a Mission, earned as it goes on; Ultrared Levels do not count)";
export const EXTRA_RULE =
  "Rio Z Janeiro / Fort Hendrix, Campaign Rules: CXP Bar (some Missions give additional CXP: counted as it is earned)";
export const MILESTONE_RULE =
  "Rio Z Janeiro / Fort Hendrix, Campaign Rules: CXP Bar (a Milestone's reward, a Bonus Action or a Campaign Skill, is chosen at once and usable the same Turn)";
export const BONUS_RULE =
  "Rio Z Janeiro / Fort Hendrix, Campaign Rules: Bonus Actions (a free Action spent any way, each once per Mission, up to the Reserve)";

/** A milestone's reward chosen in play: a Bonus Action, or a Campaign Skill (by id). */
export type MilestoneReward = { readonly kind: "bonus" } | { readonly kind: "skill"; readonly skill: string };

/** One survivor's Campaign Sheet as the mission plays it (copied from the campaign at setup). */
export interface PlaySheet {
  /** CXP on the sheet now: the campaign's at setup plus what this mission gave. */
  readonly cxp: number;
  /** CXP this mission gave in play. */
  readonly gained: number;
  /** The first Orange and the first Red of this mission were counted. */
  readonly orange: boolean;
  readonly red: boolean;
  /** Campaign Skills held (each is taken once). */
  readonly skills: readonly string[];
  /** Bonus Actions: the Reserve and those spent this mission. */
  readonly reserve: number;
  readonly spent: number;
  /** Milestones reached in play and the rewards chosen, in order. */
  readonly rewards: readonly { readonly milestone: number; readonly reward: MilestoneReward }[];
  /** Achievements on the sheet when the mission starts (a mission rule may read them); absent: none. */
  readonly achievements?: readonly string[];
}

/** The campaign part of a mission's state: the box's CXP bar and Campaign Skills list, and each sheet. */
export interface CampaignPlayState {
  /** The campaign this mission belongs to (its id: a server writes the result back to it). */
  readonly campaign?: string;
  readonly cxpMax: number;
  readonly milestones: readonly number[];
  /** The campaign's Campaign Skills list (skill ids). */
  readonly skills: readonly string[];
  /** The campaign's missions played before this one (their ids); absent: none. */
  readonly played?: readonly string[];
  /** By survivor id; survivors without a sheet (Companions) earn nothing. */
  readonly sheets: Readonly<Record<string, PlaySheet>>;
  /** The Campaign Achievements held when the mission starts (the team's and every active sheet's). */
  readonly achievements?: readonly string[];
}

export const campaignPlaySlice = slice<CampaignPlayState>(CAMPAIGN_PLAY, {
  cxpMax: 20,
  milestones: [],
  skills: [],
  sheets: {},
});

/** A sheet as a mission starts it: nothing gained yet, no Bonus Action spent. */
export function playSheet(cxp: number, skills: readonly string[], reserve: number): PlaySheet {
  return { cxp, gained: 0, orange: false, red: false, skills: [...skills], reserve, spent: 0, rewards: [] };
}
