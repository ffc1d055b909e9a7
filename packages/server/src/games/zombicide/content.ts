import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { FileRecord, MissionFile, PackSet, TileFace } from "@horda/content";
import { readFolderRecords } from "@horda/content/node";
import { loadTileLibrary, loadZombicidePacks, zombicidePackFolders } from "@horda/zombicide/node";

/** The repository's content/ folder (packages/server/src/games/zombicide → content). */
export const DEFAULT_CONTENT_DIR = fileURLToPath(new URL("../../../../../content/", import.meta.url));

/** The Zombicide content the server builds room configs from: packs, their missions and tile faces. */
export interface ZombicideContent {
  readonly packs: PackSet;
  /** Missions of every pack, by id. */
  readonly missions: ReadonlyMap<string, MissionFile>;
  /** Tile faces by pack-qualified id ("core2e/1R"). */
  readonly tiles: ReadonlyMap<string, TileFace>;
  /** The packs' files as the loader reads them (`core2e/pack.json`...): a host's shared tiles are checked against them. */
  readonly records: readonly FileRecord[];
}

/** Reads every Zombicide pack under `dir` (each with the packs it extends) and every tile; throws on bad content. */
export function readZombicideContent(dir: string): ZombicideContent {
  const packs = loadZombicidePacks(dir);
  const records = zombicidePackFolders(dir).flatMap((name) => readFolderRecords(join(dir, name), dir));
  const missions = new Map<string, MissionFile>();
  for (const pack of Object.values(packs)) for (const m of pack.missions) missions.set(m.id, m);
  return { packs, missions, tiles: loadTileLibrary(dir), records };
}
