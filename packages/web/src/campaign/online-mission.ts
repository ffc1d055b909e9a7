import type { CampaignRecord } from "@horda/zombicide";
import { type CreatedRoom, createGameRoom } from "../online-room/api.ts";
import { bundledPacks } from "../table/content/packs.ts";
import { playables } from "../table/content/playable.ts";
import { clientToken } from "../table/store/server-saves.ts";
import { campaignMissionBoxes } from "./campaign-content.ts";

/**
 * Opens a server room for the campaign's mission being played (the campaign already pushed with its mission
 * begun): the room's options name the campaign, so the server sets the mission up from the sheets and writes the
 * result back when the game ends. The host takes the first seat; friends join by the room's code.
 */
export function openCampaignRoom(record: CampaignRecord, host: string): Promise<CreatedRoom> {
  const mission = record.missions[record.next];
  const packs = bundledPacks();
  const set = packs.ok ? packs.packs : {};
  const playable = playables(set).find((p) => p.key === mission?.playable);
  const options = {
    mission: mission?.playable.replace(/^mission:/, "") ?? "",
    players: record.seats.length,
    survivors: record.sheets
      .filter((s) => s.status === "active")
      .map((s) => ({ id: s.survivor, seat: s.seat })),
    boxes: campaignMissionBoxes(playable, set),
    startingDeal: true,
    autoZombieChoices: true,
    campaign: record.id,
  };
  return createGameRoom("zombicide", options, record.seats.length, host, { "x-client-token": clientToken() });
}
