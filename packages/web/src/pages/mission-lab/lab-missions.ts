import type { SimContent } from "@horda/bots/zombicide";
import { type MissionFile, parseMissionJson, type TileFace } from "@horda/content";
import { missionBoxes, refusal } from "@horda/zombicide";
import { inMissionOrder } from "../../content/mission-order.ts";
import { bundledTiles } from "../../content/tile-library.ts";
import { browserStore, type KeyValueStore } from "../../editor/io/local-store.ts";
import { loadUserTiles } from "../../editor/tile-editor/user-pack.ts";
import { survivorCatalog, zombieCatalog } from "../../table/content/catalogs.ts";
import { bundledPacks } from "../../table/content/packs.ts";

/** Where the map creator's "Estimate difficulty" leaves the mission for the lab. */
export const LAB_MISSION_KEY = "horda.lab.mission";
export const EDITOR_MISSION = "editor";

export interface LabMission {
  /** "mission:<id>" for a shipped mission, "editor" for the map creator's. */
  readonly key: string;
  readonly mission: MissionFile;
  readonly content: SimContent;
}

function contentFor(mission: MissionFile, extraTiles: ReadonlyMap<string, TileFace>): SimContent | null {
  const loaded = bundledPacks();
  if (!loaded.ok) return null;
  // The boxes a new game of the mission deals from, as at the table: its own, else its rule profile's base boxes.
  const boxes = missionBoxes(mission, Object.values(loaded.packs));
  const tiles = Object.fromEntries([...bundledTiles().library, ...extraTiles]);
  return {
    tiles,
    survivorCatalog: survivorCatalog(loaded.packs, boxes),
    zombieCatalog: zombieCatalog(loaded.packs, boxes, mission.decks.spawnBand),
  };
}

/** The missions of the bundled packs that the engine plays (one naming a rule it lacks is left out). */
export function shippedMissions(): LabMission[] {
  const loaded = bundledPacks();
  if (!loaded.ok) return [];
  const out: LabMission[] = [];
  for (const pack of Object.values(loaded.packs))
    for (const mission of inMissionOrder(pack.missions)) {
      if (refusal(mission.ruleProfile, mission.modules) !== null) continue;
      const content = contentFor(mission, new Map());
      if (content) out.push({ key: `mission:${mission.id}`, mission, content });
    }
  return out;
}

/** The mission the map creator handed over (with the user pack's tiles), if it still checks. */
export function editorMission(store: KeyValueStore | null = browserStore()): LabMission | null {
  const text = store?.getItem(LAB_MISSION_KEY);
  if (!store || !text) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = parseMissionJson(raw, "map creator");
  if (!parsed.ok) return null;
  const content = contentFor(parsed.value, loadUserTiles(store).tiles);
  return content ? { key: EDITOR_MISSION, mission: parsed.value, content } : null;
}
