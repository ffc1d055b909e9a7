import type { CampaignPending, CampaignRecord, CampaignSheet, Reward } from "./schema.ts";

/**
 * Adds CXP to a sheet (the bar stops at its last box) and returns the milestones crossed: each one is a reward
 * the player chooses at once (a pending choice), usable at once.
 */
export function gainCxp(
  record: Pick<CampaignRecord, "rules">,
  sheet: CampaignSheet,
  amount: number,
): { sheet: CampaignSheet; reached: CampaignPending[] } {
  const cxp = Math.min(record.rules.cxpMax, sheet.cxp + amount);
  const reached = record.rules.milestones
    .filter((m) => m > sheet.cxp && m <= cxp)
    .map((milestone): CampaignPending => ({ kind: "milestone", survivor: sheet.survivor, milestone }));
  return { sheet: { ...sheet, cxp }, reached };
}

/** CXP a mission gives: 1 for first reaching Orange, 1 for first reaching Red (Ultrared levels never count). */
export function levelCxp(s: { readonly reachedOrange: boolean; readonly reachedRed: boolean }): number {
  return (s.reachedOrange ? 1 : 0) + (s.reachedRed ? 1 : 0);
}

/** A sheet with a milestone's reward taken: +1 Bonus Action Reserve, or a Campaign Skill held at Blue. */
export function withReward(sheet: CampaignSheet, milestone: number, reward: Reward): CampaignSheet {
  return {
    ...sheet,
    rewards: [...sheet.rewards, { milestone, reward }],
    ...(reward.kind === "skill"
      ? { skills: [...sheet.skills, reward.skill] }
      : { bonus: { ...sheet.bonus, reserve: sheet.bonus.reserve + 1 } }),
  };
}

/**
 * CXP earned in play (the campaign module counted the levels as they were reached, and the player chose each
 * Milestone's reward at once): the sheet with that CXP and those rewards, and the Milestones crossed whose
 * reward was not chosen in play (the game stopped first), still to choose.
 */
export function gainInPlay(
  record: Pick<CampaignRecord, "rules">,
  sheet: CampaignSheet,
  inPlay: { readonly cxp: number; readonly rewards: readonly { milestone: number; reward: Reward }[] },
): { sheet: CampaignSheet; reached: CampaignPending[] } {
  const gained = gainCxp(record, sheet, inPlay.cxp);
  let now = gained.sheet;
  const reached: CampaignPending[] = [];
  for (const m of gained.reached) {
    if (m.kind !== "milestone") continue;
    const chosen = inPlay.rewards.find((x) => x.milestone === m.milestone)?.reward;
    const valid =
      chosen !== undefined &&
      (chosen.kind === "bonus" ||
        (record.rules.skills.some((s) => s.id === chosen.skill) && !now.skills.includes(chosen.skill)));
    if (chosen && valid) now = withReward(now, m.milestone, chosen);
    else reached.push(m);
  }
  return { sheet: now, reached };
}
