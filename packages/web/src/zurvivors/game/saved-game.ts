import type { RngState } from "@horda/table";
import type { ZCommand } from "@horda/zurvivors";
import { configToSearch, type TableConfig } from "./config.ts";
import { type LocalGame, play, startLocalGame } from "./local-game.ts";

/** Where the game in progress is kept, so a reload of the table page does not lose it. */
export const SAVED_GAME_KEY = "horda.zurvivors.game";

interface SavedGame {
  readonly address: string;
  readonly commands: readonly { seat: string; command: ZCommand }[];
  readonly botRng: RngState;
}

function storage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

export function saveGame(game: LocalGame): void {
  const saved: SavedGame = {
    address: configToSearch(game.config),
    commands: game.session.record.log.flatMap((e) =>
      e.kind === "command" ? [{ seat: e.seat, command: e.command }] : [],
    ),
    botRng: game.botRng,
  };
  try {
    storage()?.setItem(SAVED_GAME_KEY, JSON.stringify(saved));
  } catch {
    // A full or disabled storage only means a reload starts the game again.
  }
}

/**
 * The saved game for this config, replayed command by command through the session (so the log is
 * rebuilt too), or a new game when nothing matching is saved or the save no longer replays.
 */
export function resumeOrStart(config: TableConfig): ReturnType<typeof startLocalGame> {
  const fresh = startLocalGame(config);
  if (!fresh.ok) return fresh;
  let saved: SavedGame | null = null;
  try {
    saved = JSON.parse(storage()?.getItem(SAVED_GAME_KEY) ?? "null") as SavedGame | null;
  } catch {
    saved = null;
  }
  if (!saved || saved.address !== configToSearch(config) || !Array.isArray(saved.commands)) return fresh;
  let game = fresh.value;
  for (const { seat, command } of saved.commands) {
    const next = play(game, seat, command);
    if (!next.ok) return fresh;
    game = next.value;
  }
  return { ok: true, value: { ...game, botRng: saved.botRng } };
}

export function forgetGame(): void {
  try {
    storage()?.removeItem(SAVED_GAME_KEY);
  } catch {
    // Nothing to forget.
  }
}
