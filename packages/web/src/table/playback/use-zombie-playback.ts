import { useMemo } from "react";
import { zombieTypesOf } from "../session/log-item.ts";
import type { LastStep } from "../session/use-table-game.ts";
import { hasZombiePhase, playbackEvents, playbackFrames, playbackKind } from "./playback-frames.ts";
import { type Speed, usePlayback } from "./use-playback.ts";

/** Plays back the last step when it holds zombie-side events: frames of pieces, the events and the controls. */
export function useZombiePlayback(last: LastStep | null, speed: Speed = "normal") {
  const plan = useMemo(() => {
    if (!last || !hasZombiePhase(last.events)) return null;
    const events = playbackEvents(last.events);
    const frames = playbackFrames(last.before, events);
    return {
      frames,
      events,
      kind: playbackKind(last.events),
      types: zombieTypesOf(last.events, last.before, last.before),
    };
  }, [last]);
  const total = plan?.events.length ?? 0;
  const controls = usePlayback(total, plan ? (last?.seq ?? null) : null, speed);
  const active = plan !== null && !controls.done;
  return {
    active,
    frame: plan ? (plan.frames[Math.min(controls.index, total - 1)] ?? null) : null,
    /** The state before the step played back (a frame's night may be that state's). */
    before: plan ? (last?.before ?? null) : null,
    events: plan?.events ?? [],
    kind: plan?.kind ?? "phase",
    types: plan?.types ?? {},
    controls,
    skip: controls.skip,
  };
}
