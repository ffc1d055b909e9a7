import type { Seat } from "@horda/table";
import type { ZCommand } from "@horda/zurvivors";
import { useCallback, useEffect, useState } from "react";
import type { TableConfig } from "../game/config.ts";
import { botStep, botToMove, type LocalGame, play } from "../game/local-game.ts";
import { resumeOrStart, saveGame } from "../game/saved-game.ts";

export interface LocalGameHandle {
  readonly game: LocalGame | null;
  /** A refused command or a game that could not start, in the engine's words. */
  readonly error: string | null;
  readonly send: (seat: Seat, command: ZCommand) => void;
}

/**
 * Runs a game in this browser: people's commands go through `send`; each bot with something to do acts
 * after the configured pause, one command at a time, through the same session.
 */
export function useLocalGame(config: TableConfig): LocalGameHandle {
  const [start] = useState(() => resumeOrStart(config));
  const [game, setGame] = useState<LocalGame | null>(start.ok ? start.value : null);
  const [error, setError] = useState<string | null>(start.ok ? null : start.error.message);

  useEffect(() => {
    if (game) saveGame(game);
  }, [game]);

  useEffect(() => {
    if (!game || botToMove(game) === null) return;
    const timer = setTimeout(() => {
      const next = botStep(game);
      if (!next) return;
      if (next.ok) setGame(next.value);
      else setError(next.error.message);
    }, game.config.botDelay);
    return () => clearTimeout(timer);
  }, [game]);

  const send = useCallback(
    (seat: Seat, command: ZCommand) => {
      if (!game) return;
      const next = play(game, seat, command);
      if (next.ok) {
        setGame(next.value);
        setError(null);
      } else setError(next.error.message);
    },
    [game],
  );
  return { game, error, send };
}
