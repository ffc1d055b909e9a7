import type { CampaignPending, CampaignRecord, CampaignSheet } from "./schema.ts";

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
