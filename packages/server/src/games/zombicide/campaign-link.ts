import type { Json } from "@horda/table";
import {
  applyCampaign,
  type CampaignRecord,
  campaignConfig,
  campaignOfGame,
  campaignRecordSchema,
  campaignReport,
  type ZombicideConfig,
  type ZombicideState,
} from "@horda/zombicide";
import type { Storage } from "../../storage/types.ts";
import type { BuiltConfig } from "../registry.ts";

const refused = (message: string, where = "$.config.campaign"): BuiltConfig => ({
  ok: false,
  message,
  where,
});

/**
 * A room that carries its host's campaign (`campaign` in the options): the campaign must be the host's (same
 * client token), have a mission being played, and that mission must be the room's. The config gets the
 * campaign's survivors at their seats (Campaign Skills, Equipment Kept), its sheets, and the campaign modules.
 */
export async function linkCampaign(
  config: Json,
  options: Json,
  ctx: { readonly storage: Storage; readonly clientHash: string | null },
): Promise<BuiltConfig> {
  const o = options as { campaign?: string; mission?: string };
  if (o.campaign === undefined) return { ok: true, config };
  const stored = await ctx.storage.getCampaign(o.campaign);
  if (!stored || ctx.clientHash === null || stored.ownerHash !== ctx.clientHash)
    return refused(
      `No campaign "${o.campaign}" of yours on this server (send the x-client-token it was saved with).`,
    );
  const record = campaignRecordSchema.parse(stored.record) as CampaignRecord;
  if (record.phase !== "playing")
    return refused(`Campaign "${record.title}" is ${record.phase}: begin its next mission first.`);
  const mission = record.missions[record.next];
  if (mission?.playable !== `mission:${o.mission}`)
    return refused(
      `Campaign "${record.title}" plays ${mission?.playable ?? "nothing"} now, not mission:${o.mission}.`,
      "$.config.mission",
    );
  const built = campaignConfig(record, config as unknown as ZombicideConfig);
  const seats = (built.seats ?? []) as readonly string[];
  const away = built.survivors.find((s) => !seats.includes(s.seat));
  if (away)
    return refused(
      `The campaign's ${away.id} plays at seat ${away.seat}: the room needs ${record.seats.length} players.`,
    );
  return { ok: true, config: built as unknown as Json };
}

/**
 * A campaign room's game ended: its result is written to the campaign (the mission's end: CXP, Keep rolls,
 * R.I.P., history with the game's record), as the host's browser would. A campaign that moved on meanwhile
 * (the host recorded the mission in a browser) is left as it is.
 */
export async function finishCampaignMission(
  game: { readonly state: unknown; readonly record: unknown },
  storage: Storage,
): Promise<void> {
  const state = game.state as ZombicideState;
  const id = campaignOfGame(state);
  if (id === null) return;
  const stored = await storage.getCampaign(id);
  if (!stored) return;
  const record = campaignRecordSchema.parse(stored.record) as CampaignRecord;
  if (record.phase !== "playing") return;
  const next = applyCampaign(record, {
    type: "finishMission",
    report: campaignReport(record, state, game.record),
  });
  if (!next.ok) {
    console.warn(`campaign ${id}: the mission's result was refused: ${next.error.message}`);
    return;
  }
  await storage.putCampaign(stored.ownerHash, {
    id,
    title: next.value.title,
    box: next.value.box,
    phase: next.value.phase,
    record: JSON.parse(JSON.stringify(next.value)),
    updatedAt: Date.now(),
  });
}
