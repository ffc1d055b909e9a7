import type { CampaignRecord } from "@horda/zombicide";
import { type CreatedRoom, createGameRoom } from "../online-room/api.ts";
import { clientToken } from "../table/store/server-saves.ts";
import { CAMPAIGN_CONTENT_BOXES } from "./mission-game.ts";

/**
 * Opens a server room for the campaign's mission being played (the campaign already pushed with its mission
 * begun): the room's options name the campaign, so the server sets the mission up from the sheets and writes the
 * result back when the game ends. The host takes the first seat; friends join by the room's code.
 */
export function openCampaignRoom(record: CampaignRecord, host: string): Promise<CreatedRoom> {
  const mission = record.missions[record.next];
  const options = {
    mission: mission?.playable.replace(/^mission:/, "") ?? "",
    players: record.seats.length,
    survivors: record.sheets
      .filter((s) => s.status === "active")
      .map((s) => ({ id: s.survivor, seat: s.seat })),
    boxes: CAMPAIGN_CONTENT_BOXES,
    startingDeal: true,
    autoZombieChoices: true,
    campaign: record.id,
  };
  return createGameRoom("zombicide", options, record.seats.length, host, { "x-client-token": clientToken() });
}
