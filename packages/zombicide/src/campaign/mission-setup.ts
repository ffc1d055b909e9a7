import type { SurvivorSetup, ZombicideConfig } from "../game/types.ts";
import type { CampaignRecord } from "./schema.ts";

/**
 * Modules every campaign mission plays with, whatever its mission file lists: the campaign rules use KO /
 * R.I.P. instead of instant death, and the advanced equipment's All-Out dice.
 */
export const CAMPAIGN_MODULES: readonly string[] = ["knock-out", "all-out"];

/**
 * The survivors a campaign brings to its next mission: each active sheet's survivor at its seat, with its
 * Campaign Skills at Blue level and its Equipment Kept (given besides the Starting Equipment).
 */
export function campaignSurvivors(record: CampaignRecord): SurvivorSetup[] {
  return record.sheets
    .filter((s) => s.status === "active")
    .map((s) => ({
      id: s.survivor,
      seat: s.seat,
      ...(s.skills.length > 0 ? { blueExtra: [...s.skills] } : {}),
      ...(s.kept.length > 0 ? { kept: [...s.kept] } : {}),
    }));
}

/**
 * A mission's game config made a campaign mission: the campaign's survivors (Campaign Skills, Equipment Kept)
 * and the campaign modules switched on besides the mission's own.
 */
export function campaignConfig(record: CampaignRecord, base: ZombicideConfig): ZombicideConfig {
  const modules = [...(base.modules ?? [])];
  for (const m of CAMPAIGN_MODULES) if (!modules.includes(m)) modules.push(m);
  return { ...base, survivors: campaignSurvivors(record), modules };
}
