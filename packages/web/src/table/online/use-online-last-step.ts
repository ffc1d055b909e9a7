import type { ZombicideCommand, ZombicideEvent, ZombicideState, ZombicideView } from "@horda/zombicide";
import { useEffect, useMemo, useRef } from "react";
import type { RoomLogEntry } from "../../online-room/room-state.ts";
import type { LastStep } from "../session/use-table-game.ts";

/**
 * The room's newest step with the view this seat had just before it, for the dice and the zombie phase
 * playback. Only a step that follows the previous view directly (seq + 1) can be played back; after a join or
 * a resync that skipped steps there is nothing to replay.
 */
export function useOnlineLastStep(
  view: ZombicideView,
  seq: number,
  log: readonly RoomLogEntry<ZombicideEvent, ZombicideCommand>[],
): LastStep | null {
  const previous = useRef<{ readonly seq: number; readonly view: ZombicideView } | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new step is a new seq; the log and view come with it.
  const last = useMemo(() => {
    const p = previous.current;
    const entry = log[log.length - 1];
    if (!p || !entry || entry.seq !== seq || p.seq !== seq - 1) return null;
    return { before: p.view as unknown as ZombicideState, events: entry.events, seq };
  }, [seq]);
  useEffect(() => {
    previous.current = { seq, view };
  }, [seq, view]);
  return last;
}
