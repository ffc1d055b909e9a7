import type { GameRecord } from "@horda/table";
import type { ZombicideCommand, ZombicideConfig } from "@horda/zombicide";
import type { NewGameOptions } from "../setup/options.ts";

export type ZombicideRecord = GameRecord<ZombicideCommand, ZombicideConfig>;

/** A game kept on this device: its record (config, seed, log) and what the lists show about it. */
export interface SavedGame {
  readonly id: string;
  readonly title: string;
  readonly options: NewGameOptions;
  readonly record: ZombicideRecord;
  readonly round: number;
  /** How the game ended, once it has: the saved list marks finished games. */
  readonly outcome?: "won" | "lost";
  /** The campaign whose mission this game is (`/campaigns/:id`). */
  readonly campaign?: string;
  /** Milliseconds since 1970, for sorting the list. */
  readonly savedAt: number;
}

export type SavedSummary = Omit<SavedGame, "record">;

const INDEX_KEY = "horda.table.index";
const gameKey = (id: string) => `horda.table.game.${id}`;

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export function listGames(store = storage()): SavedSummary[] {
  const raw = store?.getItem(INDEX_KEY);
  if (!raw) return [];
  try {
    const list = JSON.parse(raw) as SavedSummary[];
    return Array.isArray(list) ? [...list].sort((a, b) => b.savedAt - a.savedAt) : [];
  } catch {
    return [];
  }
}

/** Writes the game and its line in the index; false when the browser refused (storage full or off). */
export function saveGame(game: SavedGame, store = storage()): boolean {
  if (!store) return false;
  try {
    store.setItem(gameKey(game.id), JSON.stringify(game));
    const { record: _record, ...summary } = game;
    const rest = listGames(store).filter((g) => g.id !== game.id);
    store.setItem(INDEX_KEY, JSON.stringify([summary, ...rest]));
    return true;
  } catch {
    return false;
  }
}

export function loadGame(id: string, store = storage()): SavedGame | null {
  const raw = store?.getItem(gameKey(id));
  if (!raw) return null;
  try {
    return JSON.parse(raw) as SavedGame;
  } catch {
    return null;
  }
}

export function deleteGame(id: string, store = storage()): void {
  store?.removeItem(gameKey(id));
  store?.setItem(INDEX_KEY, JSON.stringify(listGames(store).filter((g) => g.id !== id)));
}

/** A short id for a new game or a copy. */
export function newGameId(): string {
  const bytes = new Uint8Array(5);
  globalThis.crypto.getRandomValues(bytes);
  return `g${[...bytes].map((b) => b.toString(16).padStart(2, "0")).join("")}`;
}
