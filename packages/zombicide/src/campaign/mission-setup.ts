import type { Json } from "@horda/table";
import type { SurvivorSetup, ZombicideConfig } from "../game/types.ts";
import { CAMPAIGN_PLAY, type CampaignPlayState, playSheet } from "../modules/advanced/campaign-play/state.ts";
import type { CampaignRecord } from "./schema.ts";

/**
 * Modules every campaign mission plays with, whatever its mission file lists: the campaign rules use KO /
 * R.I.P. instead of instant death, the advanced equipment's All-Out dice, and the sheets in play (CXP as it is
 * earned, Milestone rewards at once, Bonus Actions).
 */
export const CAMPAIGN_MODULES: readonly string[] = ["knock-out", "all-out", "campaign-play"];

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
  const companions = campaignCompanions(record);
  return {
    ...base,
    survivors: campaignSurvivors(record),
    ...(companions.length > 0 ? { companions: [...(base.companions ?? []), ...companions] } : {}),
    modules,
    slices: { ...(base.slices ?? {}), [CAMPAIGN_PLAY]: playState(record) as unknown as Json },
  };
}

/** Companions a card kept: they come back with their Leader (lone at the start when the Leader is gone). */
export function campaignCompanions(
  record: CampaignRecord,
): { id: string; card: string; leader: string | null }[] {
  const active = new Set(record.sheets.filter((s) => s.status === "active").map((s) => s.survivor));
  return (record.companions ?? []).map((c) => ({
    id: c.card,
    card: c.card,
    leader: c.leader !== null && active.has(c.leader) ? c.leader : null,
  }));
}

/** The sheets as the mission's campaign module starts them (CXP, Campaign Skills, Bonus Action Reserve). */
export function playState(record: CampaignRecord): CampaignPlayState {
  return {
    campaign: record.id,
    cxpMax: record.rules.cxpMax,
    milestones: [...record.rules.milestones],
    skills: record.rules.skills.map((s) => s.id),
    ...(record.history.length > 0 ? { played: [...new Set(record.history.map((h) => h.missionId))] } : {}),
    sheets: Object.fromEntries(
      record.sheets
        .filter((s) => s.status === "active")
        .map((s) => [
          s.survivor,
          {
            ...playSheet(s.cxp, s.skills, s.bonus.reserve),
            ...(s.achievements.length > 0 ? { achievements: [...s.achievements] } : {}),
          },
        ]),
    ),
    achievements: [
      ...new Set([
        ...record.achievements,
        ...record.sheets.filter((s) => s.status === "active").flatMap((s) => s.achievements),
      ]),
    ],
  };
}
