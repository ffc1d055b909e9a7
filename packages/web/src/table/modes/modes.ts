import { profileIds, switchableModes } from "@horda/zombicide";

/** The profile whose optional modes the table offers when a game names none (2nd Edition). */
const PROFILE = "2e";

/**
 * The optional modes a player may switch on, as the engine's registry lists them (modules marked `switchable`,
 * in the profile's order), by module id; their words are the module's (`name`, `mode.switch`).
 */
export function optionalModes(profile = PROFILE): readonly string[] {
  return switchableModes(profile).map((m) => m.id);
}

/**
 * The optional modes among a game's modules, in its profile's order: every profile's switchable modes are looked
 * at (a game's modules are its own profile's, so a classic game's Resurrection is named too).
 */
export function modesOf(modules: readonly string[]): readonly string[] {
  const all = [...new Set(profileIds().flatMap((p) => optionalModes(p)))];
  return all.filter((id) => modules.includes(id));
}
