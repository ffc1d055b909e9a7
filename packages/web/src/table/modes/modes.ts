/**
 * The optional modes of the core rulebook, as the engine's module ids (packages/zombicide/src/profiles/2e.ts, `optional`),
 * with the key of their words in the table's strings (`newGame.mode_*`, `newGame.modeName_*`).
 */
export const OPTIONAL_MODES = [
  { id: "dark-zones", key: "darkZones" },
  { id: "ultrared", key: "ultrared" },
  { id: "abomination-fest", key: "abominationFest" },
] as const;

export type ModeId = (typeof OPTIONAL_MODES)[number]["id"];

/** The optional modes among a game's modules, in the order above. */
export function modesOf(modules: readonly string[]): (typeof OPTIONAL_MODES)[number][] {
  return OPTIONAL_MODES.filter((m) => modules.includes(m.id));
}
