/** The rule each campaign refusal names (both books word these paragraphs alike). */
export const RULE = {
  sheet: "campaign rules: Campaign Sheet",
  cxp: "campaign rules: CXP Bar",
  skills: "campaign rules: Campaign Skills",
  bonus: "campaign rules: Bonus Actions",
  keep: "advanced rules: Keeping Your Equipment",
  rip: "advanced rules: KO / R.I.P.",
  achievements: "campaign rules: Campaign Achievements",
  missions: "campaign: play the Missions in order",
} as const;
