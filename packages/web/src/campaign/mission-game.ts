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
 * Seats are named by their players' names; `botSeats` ("p2") are played by the survivor bot.
 */
export function campaignGame(
  record: CampaignRecord,
  playable: Playable,
  packs: PackSet,
  tiles: ReadonlyMap<string, TileFace>,
  seed: string,
  title: string,
  botSeats: readonly string[] = [],
): SavedGame | string {
  const seats = tableSeats(record);
  const index = (seat: string) => seats.indexOf(seat);
  const bots = botSeats.map(index).filter((i) => i >= 0);
  const options: NewGameOptions = {
    playable: playable.key,
    players: seats.map((seat) => record.start.players?.find((p) => p.seat === seat)?.name ?? seat),
    survivors: Object.fromEntries(
      record.sheets.filter((s) => s.status === "active").map((s) => [s.survivor, index(s.seat)]),
    ),
    boxes: campaignMissionBoxes(playable, packs),
    band: playable.band ?? "both",
    startingDeal: true,
    autoZombieChoices: true,
    sandbox: false,
    seed,
    ...(bots.length > 0 ? { bots } : {}),
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
 * The hot-seat table's seats in its order: the game keeps the campaign's seat ids, and the table names seat "pN"
 * by its N-th player, so the campaign form's seats p1..pN go in their numbers' order, whichever got a survivor
 * first. Seats named otherwise (a campaign file made elsewhere) keep the campaign's order.
 */
export function tableSeats(record: CampaignRecord): readonly string[] {
  const numbered = record.seats.every((s) => /^p[1-9]\d*$/.test(s));
  if (!numbered) return record.seats;
  const count = Math.max(...record.seats.map((s) => Number(s.slice(1))));
  return Array.from({ length: count }, (_, i) => `p${i + 1}`);
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
