import type { RuleError } from "@horda/table";
import { type ZombicideCommand, type ZombicideEvent, type ZombicideState, zombicide } from "@horda/zombicide";
import { useCallback, useMemo, useState } from "react";
import { loadGame, type SavedGame, saveGame } from "../store/game-store.ts";
import type { LogItem } from "./log-item.ts";
import { rebuild, sendCommand, takeBack, type ZSession } from "./table-session.ts";

export interface LastStep {
  readonly before: ZombicideState;
  readonly events: readonly ZombicideEvent[];
  readonly seq: number;
}

export type TableGame =
  | { readonly status: "missing" }
  | { readonly status: "broken"; readonly message: string }
  | {
      readonly status: "ready";
      readonly saved: SavedGame;
      readonly session: ZSession;
      readonly items: readonly LogItem[];
      /** The last command's step, for dice and the zombie phase playback. */
      readonly last: LastStep | null;
      readonly error: RuleError | null;
    };

type Loaded = Extract<TableGame, { status: "ready" }>;

function load(id: string): TableGame {
  const saved = loadGame(id);
  if (!saved) return { status: "missing" };
  const built = rebuild(saved.record);
  if (!built.ok) return { status: "broken", message: built.error.message };
  return {
    status: "ready",
    saved,
    session: built.value.session,
    items: built.value.items,
    last: null,
    error: null,
  };
}

/** Persists the session record after every step, so a reload resumes exactly where the game was. */
function persist(g: Loaded, session: ZSession): SavedGame {
  const status = zombicide.status(session.state);
  const { outcome: _was, ...rest } = g.saved;
  const saved: SavedGame = {
    ...rest,
    ...(status.kind === "finished"
      ? { outcome: status.outcome === "win" || status.outcome === "won" ? "won" : "lost" }
      : {}),
    record: session.record,
    round: session.state.turn.round,
    savedAt: Date.now(),
  };
  saveGame(saved);
  return saved;
}

/** The game after a command or an undo: saved, its log item added, or the refusal shown. */
function stepped(
  g: Loaded,
  step: ReturnType<typeof sendCommand>,
  last: (item: LogItem) => LastStep | null,
): TableGame {
  if (!step.ok) return { ...g, error: step.error };
  const { session, item } = step.value;
  return {
    ...g,
    saved: persist(g, session),
    session,
    items: [...g.items, item],
    last: last(item),
    error: null,
  };
}

/** The game at `/table/:id`: loads it from storage, rebuilds it, and sends commands and undos. */
export function useTableGame(id: string) {
  const [game, setGame] = useState<TableGame>(() => load(id));
  const [loadedId, setLoadedId] = useState(id);
  if (loadedId !== id) {
    setLoadedId(id);
    setGame(load(id));
  }

  const send = useCallback((seat: string, command: ZombicideCommand) => {
    setGame((g) => {
      if (g.status !== "ready") return g;
      return stepped(g, sendCommand(g.session, seat, command), (item) => ({
        before: g.session.state,
        events: item.events,
        seq: item.seq,
      }));
    });
  }, []);

  const undoLast = useCallback(() => {
    setGame((g) => (g.status === "ready" ? stepped(g, takeBack(g.session), () => null) : g));
  }, []);

  /** Hands seats to the survivor bot or takes them back (players by index), saved with the game. */
  const setBots = useCallback((bots: readonly number[]) => {
    setGame((g) => {
      if (g.status !== "ready") return g;
      const saved: SavedGame = { ...g.saved, options: { ...g.saved.options, bots: [...bots] } };
      saveGame(saved);
      return { ...g, saved };
    });
  }, []);

  return useMemo(() => ({ game, send, undoLast, setBots }), [game, send, undoLast, setBots]);
}
