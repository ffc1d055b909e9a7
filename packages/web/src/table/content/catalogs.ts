import type { PackSet } from "@horda/content";
import { withUserSurvivors } from "@horda/content";
import { survivorCatalogFromPacks, type ZombicideConfig, zombieCatalogFromPacks } from "@horda/zombicide";
import { browserStore } from "../../editor/io/local-store.ts";
import { readUserSurvivors } from "../../editor/survivor-editor/user-survivors.ts";

export type SurvivorCatalog = NonNullable<ZombicideConfig["survivorCatalog"]>;
export type ZombieCatalog = NonNullable<ZombicideConfig["zombieCatalog"]>;
export type SpawnBand = "easier" | "harder" | "both";

/** Survivor ID cards, equipment and the decks of the chosen boxes, in the engine's catalogue shape. */
export function survivorCatalog(packs: PackSet, boxes: readonly string[]): SurvivorCatalog {
  // Cards their owners entered in the survivor editor take the place of the bundled ones (user pack).
  return withUserSurvivors(survivorCatalogFromPacks(packs, boxes), readUserSurvivors(browserStore()));
}

/** Whether a Zombie card number belongs to the band: #001-#018 easier, #019-#036 harder, later cards always. */
export function inBand(card: string, band: SpawnBand): boolean {
  const n = Number.parseInt(card, 10);
  if (band === "both" || !Number.isFinite(n) || n > 36) return true;
  return band === "easier" ? n <= 18 : n >= 19;
}

/** The zombie side of the chosen boxes, with only the Zombie cards of the spawn band in the deck. */
export function zombieCatalog(packs: PackSet, boxes: readonly string[], band: SpawnBand): ZombieCatalog {
  const all = zombieCatalogFromPacks(packs, boxes);
  const spawnCards = Object.fromEntries(Object.entries(all.spawnCards).filter(([id]) => inBand(id, band)));
  return { ...all, spawnCards };
}
