import { inSpawnBand, type MissionFile, type TileFace } from "@horda/content";
import type { SurvivorCatalog, ZombicideConfig, ZombieCatalog } from "@horda/zombicide";

/** The content a simulated game needs besides the mission: tile faces and the catalogues of the packs. */
export interface SimContent {
  readonly tiles: Readonly<Record<string, TileFace>>;
  readonly survivorCatalog: SurvivorCatalog;
  readonly zombieCatalog: ZombieCatalog;
}

/** The core box's usual first team; missions that offer others get theirs. */
const DEFAULT_CAST = ["wanda", "doug", "amy", "ned", "josh", "elle"];

/** Survivors to play: those asked for, else the mission's offer or the default team, as many as the mission says. */
export function pickSurvivors(
  mission: MissionFile,
  content: SimContent,
  asked?: readonly string[],
): string[] {
  const known = content.survivorCatalog.survivors;
  if (asked && asked.length > 0) {
    const unknown = asked.filter((id) => !known[id]);
    if (unknown.length > 0) throw new Error(`unknown survivor ${unknown.map((u) => `"${u}"`).join(", ")}`);
    return [...asked];
  }
  const pool = [...(mission.offeredSurvivors ?? DEFAULT_CAST), ...Object.keys(known).sort()];
  const picked: string[] = [];
  for (const id of pool) if (known[id] && !picked.includes(id)) picked.push(id);
  return picked.slice(0, mission.survivors ?? 6);
}

/**
 * The Zombie cards the mission plays with: those of its spawn band (`decks.spawnBand`), as the table and the
 * server deal them, so a simulated game is the game people play.
 */
function bandCatalog(mission: MissionFile, catalog: ZombieCatalog): ZombieCatalog {
  const band = mission.decks?.spawnBand ?? "both";
  if (band === "both") return catalog;
  const spawnCards = Object.fromEntries(
    Object.entries(catalog.spawnCards).filter(([card]) => inSpawnBand(card, band)),
  );
  return { ...catalog, spawnCards };
}

/**
 * A mission game for bots: survivors dealt round the table to `players` seats, Starting Equipment dealt,
 * the Zombie cards of the mission's spawn band, zombie-side choices (splits, who takes a zombie's Wound)
 * taking their automatic answer.
 */
export function simConfig(
  mission: MissionFile,
  content: SimContent,
  players: number,
  survivors?: readonly string[],
): ZombicideConfig {
  const seats = Array.from({ length: players }, (_, i) => `p${i + 1}`);
  return {
    map: mission.map,
    mission,
    tiles: content.tiles,
    seats,
    survivors: pickSurvivors(mission, content, survivors).map((id, i) => ({
      id,
      seat: seats[i % players] as string,
    })),
    survivorCatalog: content.survivorCatalog,
    zombieCatalog: bandCatalog(mission, content.zombieCatalog),
    startingDeal: true,
    autoZombieChoices: true,
  };
}
