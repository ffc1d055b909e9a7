import type { SurvivorSetup } from "../game/types.ts";
import type { CampaignRecord } from "./schema.ts";

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
