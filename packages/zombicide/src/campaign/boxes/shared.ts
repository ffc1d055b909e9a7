/**
 * The CXP bar both books share: 20 boxes, a reward at 2, 5, 8, 11, 14, 17 and 20 CXP. Read from a fan-made
 * campaign notebook (expansion-data-2.md §3.1), agreeing with both books' "he now has 2" example; no sheet scan
 * confirms it, so it is unverified.
 */
export const CXP_BAR = {
  cxpMax: 20,
  milestones: [2, 5, 8, 11, 14, 17, 20],
  milestonesUnverified: true,
} as const;
