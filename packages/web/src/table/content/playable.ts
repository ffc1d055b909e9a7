import type { MapFile, MissionFile, PackSet } from "@horda/content";
import { parseMapJson } from "@horda/content";
import { bundledMaps } from "../../content/map-catalog.ts";
import type { SpawnBand } from "./catalogs.ts";

type Names = { readonly en?: string; readonly "pt-BR"?: string };

/** Something the table can start: a mission with its inline map, or a bare map with no goals. */
export interface Playable {
  readonly key: string;
  readonly kind: "mission" | "map";
  readonly names: Names;
  readonly map: MapFile;
  /** The mission itself (goals, lose conditions, special rules), played by the engine; absent for a map. */
  readonly mission?: MissionFile;
  readonly briefing?: Names;
  readonly band?: SpawnBand;
  readonly modules: readonly string[];
  readonly players?: { readonly min: number; readonly max: number };
  /** The box (content pack) a mission comes in; absent for a bare map. */
  readonly box?: string;
}

/** Missions of the packs whose map is inline, then the bundled maps (token showcase left out). */
export function playables(packs: PackSet): Playable[] {
  const out: Playable[] = [];
  for (const pack of Object.values(packs))
    for (const m of pack.missions) {
      if (typeof m.map !== "object" || m.map === null) continue;
      const map = parseMapJson(m.map, `${m.id}.map`);
      if (!map.ok) continue;
      out.push({
        key: `mission:${m.id}`,
        kind: "mission",
        names: m.names,
        map: map.value,
        mission: m,
        briefing: m.briefing,
        band: m.decks?.spawnBand,
        modules: m.modules,
        players: m.players,
        box: pack.manifest.id,
      });
    }
  for (const entry of bundledMaps())
    if (entry.map && !entry.id.includes("showcase"))
      out.push({
        key: `map:${entry.id}`,
        kind: "map",
        names: entry.map.name,
        map: entry.map,
        modules: ["core"],
      });
  return out;
}
