import type { PackSet, TileFace } from "@horda/content";
import { startSession } from "@horda/table";
import {
  type CampaignRecord,
  campaignConfig,
  campaignReport,
  type MissionReport,
  zombicide,
} from "@horda/zombicide";
import type { Playable } from "../table/content/playable.ts";
import { rebuild } from "../table/session/table-session.ts";
import { buildConfig } from "../table/setup/build-config.ts";
import type { NewGameOptions } from "../table/setup/options.ts";
import { newGameId, type SavedGame } from "../table/store/game-store.ts";
import { campaignMissionBoxes } from "./campaign-content.ts";

/**
 * The saved game of a campaign's next mission: the mission's table for the campaign's players, its survivors
 * with their Campaign Skills and Equipment Kept, Starting Equipment dealt, the campaign modules on (KO, All-Out).
 */
export function campaignGame(
  record: CampaignRecord,
  playable: Playable,
  packs: PackSet,
  tiles: ReadonlyMap<string, TileFace>,
  seed: string,
  title: string,
): SavedGame | string {
  const options: NewGameOptions = {
    playable: playable.key,
    players: record.seats,
    survivors: Object.fromEntries(
      record.sheets
        .filter((s) => s.status === "active")
        .map((s) => [s.survivor, record.seats.indexOf(s.seat)]),
    ),
    boxes: campaignMissionBoxes(playable, packs),
    band: playable.band ?? "both",
    startingDeal: true,
    autoZombieChoices: true,
    sandbox: false,
    seed,
  };
  const config = campaignConfig(record, buildConfig(options, playable, packs, tiles));
  const started = startSession(zombicide, config, seed);
  if (!started.ok) return started.error.message;
  return {
    id: newGameId(),
    title,
    options,
    record: started.value.record,
    round: 1,
    campaign: record.id,
    savedAt: Date.now(),
  };
}

/**
 * The report of a saved mission game (won, or lost when given up before its end), read the KO way: a KOed
 * survivor taken is alive, one not taken is dead.
 */
export function reportOf(record: CampaignRecord, saved: SavedGame): MissionReport | string {
  const built = rebuild(saved.record);
  if (!built.ok) return built.error.message;
  return campaignReport(record, built.value.session.state, saved.record);
}
