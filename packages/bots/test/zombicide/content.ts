import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { type MissionFile, missionFileSchema } from "@horda/content";
import { survivorCatalogFromPacks, zombieCatalogFromPacks } from "@horda/zombicide";
import { loadContentPacks, loadTileLibrary } from "@horda/zombicide/node";
import type { SimContent } from "../../src/zombicide/sim-config.ts";

const root = fileURLToPath(new URL("../../../../content/", import.meta.url));
const packs = loadContentPacks(root);

export const CORE_MISSIONS = [
  "first-night",
  "cold-storage",
  "joyride",
  "last-broadcast",
  "six-blocks",
] as const;

export const content: SimContent = {
  tiles: Object.fromEntries(loadTileLibrary(root)),
  survivorCatalog: survivorCatalogFromPacks(packs),
  zombieCatalog: zombieCatalogFromPacks(packs),
};

export function coreMission(id: string): MissionFile {
  return missionFileSchema.parse(
    JSON.parse(readFileSync(`${root}core2e/missions/${id}.mission.json`, "utf8")),
  );
}

/** The simulator's test missions (test/zombicide/missions): one nobody can lose, one nobody can win. */
export function testMission(id: string): MissionFile {
  const file = new URL(`./missions/${id}.mission.json`, import.meta.url);
  return missionFileSchema.parse(JSON.parse(readFileSync(file, "utf8")));
}
