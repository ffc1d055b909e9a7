import { switchableModes } from "@horda/zombicide";

/** The profile whose optional modes the table offers (the only one it plays today). */
const PROFILE = "2e";

/**
 * The optional modes a player may switch on, as the engine's registry lists them (modules marked `switchable`,
 * in the profile's order), by module id; their words are the module's (`name`, `mode.switch`).
 */
export function optionalModes(profile = PROFILE): readonly string[] {
  return switchableModes(profile).map((m) => m.id);
}

/** The optional modes among a game's modules, in the profile's order. */
export function modesOf(modules: readonly string[]): readonly string[] {
  return optionalModes().filter((id) => modules.includes(id));
}
