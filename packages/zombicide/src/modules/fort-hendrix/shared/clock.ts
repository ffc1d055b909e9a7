import type { ZombicideState } from "../../../game/types.ts";
import { slice } from "../../../kernel/slices.ts";

/** Fort Hendrix, The Clock (it stands in for the First Player token and tracks the hour). */
export const CLOCK_RULE = "Fort Hendrix, The Clock (moves 1 hour each End Phase; night from 7pm to 6am)";

export interface ClockState {
  /** The hour shown, 0-23 (0 is midnight, 19 is 7pm). */
  readonly hour: number;
}

/** The Clock's slice belongs to the night module; the light rules read it through `isNight`. */
export const clockSlice = slice<ClockState>("night", { hour: 12 });

/** Night from 7pm to 6am (the hours 19-23 and 0-6); day from 7am to 6pm. */
export const isNightHour = (hour: number): boolean => hour >= 19 || hour < 7;

/** Is it night in this game? False in a game without the night module (its Clock never set: noon). */
export function isNight(state: ZombicideState): boolean {
  return state.modules.includes("night") && isNightHour(clockSlice.read(state).hour);
}

/**
 * The actor kind whose sight tables ignore the Night rules: a Night vision survivor's, and a Shooter Walker's
 * when a Shooter card makes it shoot or join (the night module tells it apart from survivors and zombies).
 */
export const UNLIT_SIGHT_ACTOR = "night-vision";
