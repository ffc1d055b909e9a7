import type { CampaignRecord } from "@horda/zombicide";
import { newGameId } from "../table/store/game-store.ts";

/**
 * Campaigns kept on this device (localStorage), like saved games: the record and, while a mission is played,
 * the id of its saved game (`/table/:id`), so closing the browser resumes the campaign and its mission.
 */
export interface SavedCampaign {
  readonly record: CampaignRecord;
  /** The saved game of the mission being played. */
  readonly game?: string;
  /** The server room of the mission being played online (its result comes back from the server). */
  readonly room?: string;
  /** Seats ("p2") the survivor bot plays in this device's hot-seat missions: a table setting, not the campaign's. */
  readonly bots?: readonly string[];
  readonly savedAt: number;
}

const INDEX_KEY = "horda.campaign.index";
const key = (id: string) => `horda.campaign.${id}`;

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export function listCampaigns(store = storage()): { id: string; title: string; savedAt: number }[] {
  try {
    const list = JSON.parse(store?.getItem(INDEX_KEY) ?? "[]");
    return Array.isArray(list) ? list : [];
  } catch {
    return [];
  }
}

export function saveCampaign(c: SavedCampaign, store = storage()): boolean {
  if (!store) return false;
  try {
    store.setItem(key(c.record.id), JSON.stringify(c));
    const rest = listCampaigns(store).filter((x) => x.id !== c.record.id);
    store.setItem(
      INDEX_KEY,
      JSON.stringify([{ id: c.record.id, title: c.record.title, savedAt: c.savedAt }, ...rest]),
    );
    return true;
  } catch {
    return false;
  }
}

export function loadCampaign(id: string, store = storage()): SavedCampaign | null {
  try {
    const raw = store?.getItem(key(id));
    return raw ? (JSON.parse(raw) as SavedCampaign) : null;
  } catch {
    return null;
  }
}

export function deleteCampaign(id: string, store = storage()): void {
  store?.removeItem(key(id));
  store?.setItem(INDEX_KEY, JSON.stringify(listCampaigns(store).filter((x) => x.id !== id)));
}

/** A short id for a new campaign: a game id's random part, marked `c`. */
export function newCampaignId(): string {
  return `c${newGameId().slice(1)}`;
}

/** The saved campaign's bot seats, or none when its stored copy holds anything but a list of seat ids. */
export function botSeatsOf(saved: SavedCampaign): readonly string[] {
  const bots: unknown = saved.bots;
  return Array.isArray(bots) ? bots.filter((s): s is string => typeof s === "string") : [];
}
