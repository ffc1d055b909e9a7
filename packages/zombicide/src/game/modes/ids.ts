/**
 * The optional game modes of the core rulebook (ch. 13), as module ids a game's config lists
 * (`modules: ["core", "dark-zones"]`). One place names them; each mode's rules live in its own file.
 */
export const MODES = {
  /** p.30: several Abominations on the board (zombies/spawn.ts). */
  abominationFest: "abomination-fest",
  /** p.33: no sight into Dark Zones beyond Range 1; Ranged Attacks into them need 6+ (modes/dark-zones.ts). */
  darkZones: "dark-zones",
  /** p.35: Adrenaline goes round the bar again past Red, with more skills (modes/ultrared.ts). */
  ultrared: "ultrared",
} as const;

/** Settings the optional modes leave to the group. */
export interface ModeOptions {
  /** Abomination Fest: the most Abominations on the board at once (default: the box's miniatures). */
  readonly abominationFestMax?: number;
}

export function modeOn(state: { readonly modules: readonly string[] }, mode: string): boolean {
  return state.modules.includes(mode);
}
