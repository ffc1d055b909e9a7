import { inSpawnBand, type LoadedPack, type SpawnBand } from "@horda/content";
import type { ZombieCatalog } from "./catalog.ts";

/** What picks a game's boxes: the mission's rule profile and the boxes it names (a bare map has neither). */
export interface BoxesAsked {
  readonly ruleProfile?: string;
  readonly decks?: { readonly boxes?: readonly string[] };
}

/**
 * The boxes a new game of a mission plays with, in pack order: those the mission names (`decks.boxes`) that are
 * loaded, else the base boxes (packs that extend no other) of its rule profile (a bare map plays 2E, so the
 * classic core box stays out). An expansion's decks may replace the core's, so they are never in play unasked.
 * The web's new-game page, the server's rooms and the Mission lab all deal from these boxes.
 */
export function missionBoxes(mission: BoxesAsked | undefined, packs: readonly LoadedPack[]): string[] {
  const named = mission?.decks?.boxes;
  if (named && named.length > 0) return packs.map((x) => x.manifest.id).filter((id) => named.includes(id));
  const profile = mission?.ruleProfile ?? "2e";
  return packs
    .filter((x) => (x.manifest.extends ?? []).length === 0)
    .filter((x) => x.manifest.game !== "zombicide" || x.manifest.ruleProfile === profile)
    .map((x) => x.manifest.id);
}

/** The catalogue with only the Zombie cards of the spawn band in the deck (#001-#018, #019-#036, or both). */
export function zombieCatalogInBand(catalog: ZombieCatalog, band: SpawnBand): ZombieCatalog {
  if (band === "both") return catalog;
  const spawnCards = Object.fromEntries(
    Object.entries(catalog.spawnCards).filter(([card]) => inSpawnBand(card, band)),
  );
  return { ...catalog, spawnCards };
}
