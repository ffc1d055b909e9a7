import type { PackSet, TileFace } from "@horda/content";
import type { ZombicideConfig } from "@horda/zombicide";
import { survivorCatalog, zombieCatalog } from "../content/catalogs.ts";
import type { Playable } from "../content/playable.ts";
import { optionalModes } from "../modes/modes.ts";
import { type NewGameOptions, seatOf } from "./options.ts";

/** The engine module that allows table edits (packages/zombicide/src/game/actions/sandbox.ts). */
export const SANDBOX_MODULE = "sandbox";

/**
 * The engine's config for a new game: the map and the tile faces it uses, seats p1..pN, the chosen survivors,
 * the catalogues of the chosen boxes (Zombie cards filtered by the spawn band) and the optional switches.
 */
export function buildConfig(
  o: NewGameOptions,
  playable: Playable,
  packs: PackSet,
  library: ReadonlyMap<string, TileFace>,
): ZombicideConfig {
  const tiles: Record<string, TileFace> = {};
  for (const t of playable.map.tiles) {
    const face = library.get(t.tile);
    if (face) tiles[t.tile] = face;
  }
  // Only the modes the game's profile offers: a mode ticked for a 2E mission is not carried to a classic one.
  const offered = optionalModes(playable.mission?.ruleProfile ?? "2e");
  const modes = (o.modes ?? []).filter((m) => !playable.modules.includes(m) && offered.includes(m));
  const modules = [...playable.modules, ...modes, ...(o.sandbox ? [SANDBOX_MODULE] : [])];
  return {
    map: playable.map,
    ...(playable.mission ? { mission: playable.mission } : {}),
    tiles,
    seats: o.players.map((_, i) => seatOf(i)),
    survivors: Object.entries(o.survivors).map(([id, player]) => ({ id, seat: seatOf(player) })),
    modules,
    survivorCatalog: survivorCatalog(packs, o.boxes),
    zombieCatalog: zombieCatalog(packs, o.boxes, o.band),
    autoZombieChoices: o.autoZombieChoices,
    startingDeal: o.startingDeal,
    ...(o.undoAnything ? { houseRules: { undoAnything: true } } : {}),
  };
}
