import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { type MissionFile, missionFileSchema } from "@horda/content";
import { survivorCatalogFromPacks, type ZombicideConfig, zombieCatalogFromPacks } from "@horda/zombicide";
import { loadContentPacks, loadTileLibrary, loadZombicidePacks } from "@horda/zombicide/node";
import { missionSimContent, type SimContent, simConfig } from "../../src/zombicide/sim-config.ts";

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

/** Every box's pack, read on first use (the core tests need only the merged content above). */
let packsByBox: ReturnType<typeof loadZombicidePacks> | null = null;
const boxPacks = () => {
  packsByBox ??= loadZombicidePacks(root);
  return packsByBox;
};

/** Any shipped mission of any box by id, with the content the simulator plays it on (its boxes'). */
export function shippedMissionSim(id: string): { mission: MissionFile; content: SimContent } {
  const mission = Object.values(boxPacks())
    .flatMap((p) => p.missions)
    .find((m) => m.id === id);
  if (!mission) throw new Error(`no shipped mission "${id}"`);
  return { mission, content: missionSimContent(mission, boxPacks(), content.tiles) };
}

/** Any shipped mission of any box by id, with the config the simulator builds for it (its boxes' content). */
export function shippedMissionConfig(
  id: string,
  players = 2,
): { mission: MissionFile; config: ZombicideConfig } {
  const sim = shippedMissionSim(id);
  return { mission: sim.mission, config: simConfig(sim.mission, sim.content, players) };
}
