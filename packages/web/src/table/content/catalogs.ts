import { type PackSet, type SpawnBand, withUserSurvivors } from "@horda/content";
import {
  survivorCatalogFromPacks,
  type ZombicideConfig,
  zombieCatalogFromPacks,
  zombieCatalogInBand,
} from "@horda/zombicide";
import { browserStore } from "../../editor/io/local-store.ts";
import { readUserSurvivors } from "../../editor/survivor-editor/user-survivors.ts";

export type SurvivorCatalog = NonNullable<ZombicideConfig["survivorCatalog"]>;
export type ZombieCatalog = NonNullable<ZombicideConfig["zombieCatalog"]>;
export type { SpawnBand };

/** Survivor ID cards, equipment and the decks of the chosen boxes, in the engine's catalogue shape. */
export function survivorCatalog(packs: PackSet, boxes: readonly string[]): SurvivorCatalog {
  // Cards their owners entered in the survivor editor take the place of the bundled ones (user pack).
  return withUserSurvivors(survivorCatalogFromPacks(packs, boxes), readUserSurvivors(browserStore()));
}

/** The zombie side of the chosen boxes, with only the Zombie cards of the spawn band in the deck. */
export function zombieCatalog(packs: PackSet, boxes: readonly string[], band: SpawnBand): ZombieCatalog {
  return zombieCatalogInBand(zombieCatalogFromPacks(packs, boxes), band);
}
