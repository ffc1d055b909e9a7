import type { MissionFile } from "@horda/content";
import type { ZombicideEvent } from "../../../game/events.ts";
import type { ZombicideState } from "../../../game/types.ts";
import { CLOCK_RULE, clockSlice, isNightHour } from "../shared/clock.ts";

/** Without a mission hour or a table's setting the Clock starts at noon (the book: "the current real hour"). */
export const DEFAULT_STARTING_HOUR = 12;

/**
 * Setup: the Clock is set to the mission's starting hour (`startingHour`), else the game's setting
 * (`modeOptions.startingHour`: a table passes the real hour for a classic game), else noon.
 */
export function setClock(mission: MissionFile | undefined, state: ZombicideState): ZombicideState {
  const hour = mission?.startingHour ?? state.modeOptions?.startingHour ?? DEFAULT_STARTING_HOUR;
  return clockSlice.write(state, { hour });
}

/**
 * End Phase: the Clock moves forward 1 hour, right before it passes to the next First Player; crossing 7pm
 * night falls, crossing 7am day breaks.
 */
export function advanceClock(events: ZombicideEvent[], state: ZombicideState): ZombicideState {
  const from = clockSlice.read(state).hour;
  const hour = (from + 1) % 24;
  events.push({ type: "ClockAdvanced", from, hour, rule: CLOCK_RULE });
  if (isNightHour(hour) && !isNightHour(from)) events.push({ type: "NightFell", hour, rule: CLOCK_RULE });
  if (!isNightHour(hour) && isNightHour(from)) events.push({ type: "DayBroke", hour, rule: CLOCK_RULE });
  return clockSlice.write(state, { hour });
}
