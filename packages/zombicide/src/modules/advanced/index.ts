// The advanced rules of Rio Z Janeiro and Fort Hendrix (All-Out dice, KO / R.I.P., Objective cards) and the
// mission outcome the campaign reads.
export { ALL_OUT, allOutValue, BREAK } from "./all-out/all-out.ts";
export { MILESTONE_CHOICE, type MilestoneChoiceOptions } from "./campaign-play/cxp.ts";
export {
  CAMPAIGN_PLAY,
  type CampaignPlayState,
  campaignPlaySlice,
  type MilestoneReward,
  type PlaySheet,
  playSheet,
} from "./campaign-play/state.ts";
export type { AdvancedEvent } from "./events.ts";
export { KNOCK_OUT, type KnockOutState, knockOutSlice } from "./knock-out/state.ts";
export type { ObjectiveChoiceOptions } from "./objective-cards/reveal.ts";
export { OBJECTIVE_CARDS, type ObjectiveCardsState, objectiveCardsSlice } from "./objective-cards/state.ts";
export { missionOutcome } from "./outcome/mission-outcome.ts";
export type * from "./outcome/types.ts";
