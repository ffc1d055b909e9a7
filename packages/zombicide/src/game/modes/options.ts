/** Settings the optional modes leave to the group (each mode's module reads its own). */
export interface ModeOptions {
  /** Abomination Fest (modules/modes/abomination-fest): the most Abominations on the board at once. */
  readonly abominationFestMax?: number;
  /** Fort Hendrix's Clock (modules/fort-hendrix/night): the starting hour, 0-23, when no mission sets one. */
  readonly startingHour?: number;
  /** Wound deck (modules/rio/wound-deck): Wound cards put on top of the shuffled deck, top first (scenarios). */
  readonly woundsOnTop?: readonly string[];
}
